// The practice's facts with their words in this language, for the page
// modules of this folder: content/practice/en.yaml with
// content/practice/ru.yaml laid over it (practice.ts).
import { practiceIn } from "#app/content/practice.ts";

export const clinicWords = practiceIn("ru");
