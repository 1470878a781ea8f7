// The two functions of the xliff package the tests use to read an export
// as another tool would; the package ships no types for its subpath imports.
declare module "xliff/js2xliff" {
  export default function js2xliff(js: unknown): Promise<string>;
}
declare module "xliff/xliff2js" {
  export default function xliff2js(
    xml: string,
    options?: { inlineAsString?: boolean },
  ): Promise<unknown>;
}
