// content/*.yaml, imported through scripts/yaml-module.ts: the file's data,
// checked by a schema where it is read, and the line of each key.
declare module "*.yaml" {
  const data: unknown;
  export default data;
  export const lines: Record<string, number>;
}
