// Each kind of page in Chinese, in a real browser (page-walk.ts).
import { pathsIn, walkPages } from "./page-walk.ts";

walkPages(pathsIn(["zh"]));
