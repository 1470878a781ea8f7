// The xliff package's reader, which the tests use to read an export as
// another tool would; the package ships no types for its subpath imports.
declare module "xliff/xliff2js" {
  export default function xliff2js(
    xml: string,
    options?: { inlineAsString?: boolean },
  ): Promise<unknown>;
}
