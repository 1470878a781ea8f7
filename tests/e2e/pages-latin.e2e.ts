// Each kind of page in English and Spanish, in a real browser (page-walk.ts).
import { pathsIn, walkPages } from "./page-walk.ts";

walkPages(pathsIn(["en", "es"]));
