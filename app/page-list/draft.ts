// Whether this build is a draft's preview: a build with SITE_DRAFT=1, as
// `npm run editor` renders a draft saved in the editor, and as the pull
// request's preview build is made (.github/workflows/site.yml). Every page of
// it then says that it is a draft (root.tsx); the public build never does: the
// release gate refuses SITE_DRAFT (scripts/content/release-gate.ts).
export const isDraftBuild = () => process.env.SITE_DRAFT === "1";
