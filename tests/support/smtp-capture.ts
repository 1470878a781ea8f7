// A real SMTP server on 127.0.0.1 for tests: it keeps every message it
// accepts, and can be told to refuse mail for a while, as a failing mail
// server would.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import type { MailSettings } from "../../server/notifier.ts";

export type CapturedMail = { raw: string; messageId: string | undefined };

export async function startSmtpCapture() {
  const mails: CapturedMail[] = [];
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (refusing) {
          const error = Object.assign(new Error("Mailbox busy, try again later"), {
            responseCode: 451,
          });
          return callback(error);
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        mails.push({ raw, messageId: /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1] });
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
    from: "website@brooklyn-headache.example",
    to: "office@brooklyn-headache.example",
  };
  return {
    mails,
    settings,
    refuse(value: boolean) {
      refusing = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
