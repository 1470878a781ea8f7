// A real SMTP server on 127.0.0.1 for tests: it keeps every message it
// accepts, and can be told to refuse mail for a while, as a failing mail
// server would.
import { practice } from "../../app/content-loader/practice.ts";
import type { AddressInfo } from "node:net";
import { text } from "node:stream/consumers";
import { SMTPServer } from "smtp-server";
import type { MailSettings } from "../../server/notifier.ts";

/** The practice's mail: to its e-mail, from an address at its site's domain. */
export const practiceMailAddresses = {
  from: `website@${new URL(practice().url).hostname}`,
  to: practice().email,
};

/** The domain of a mail's Message-ID: the sender's (server/notifier.ts). */
export const messageIdDomain = practiceMailAddresses.from.split("@")[1];

/** The mail with a quoted-printable body decoded: soft line breaks joined, =XX bytes read as UTF-8. */
function readableMail(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? "" : raw.slice(split);
  if (!/^Content-Transfer-Encoding:\s*quoted-printable/im.test(headers)) return raw;
  const bytes = body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_whole, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
  return headers + Buffer.from(bytes, "latin1").toString("utf8");
}

export async function startSmtpCapture() {
  // Each mail as it arrived, and as a person reads it.
  const mails: { raw: string; text: string; messageId: string | undefined }[] = [];
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      void text(stream).then((raw) => {
        if (refusing) {
          const error = Object.assign(new Error("Mailbox busy, try again later"), {
            responseCode: 451,
          });
          return callback(error);
        }
        mails.push({
          raw,
          text: readableMail(raw),
          messageId: /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1],
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  const settings: MailSettings = {
    host: "127.0.0.1",
    port,
    secure: false,
    plainTextUnsafe: true, // No STARTTLS here; no production setting may (server/settings.ts).
    ...practiceMailAddresses,
  };
  return {
    mails,
    settings,
    refuse: (value: boolean) => void (refusing = value),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
