export * from './codes';
export * from './envelope';
export * from './account';
export * from './area';
export * from './gazetteer';
export * from './wording';
export * from './ask';
export * from './association';
export * from './booking';
export * from './children';
export * from './clinic';
export * from './common';
export * from './doctor';
export * from './job';
export * from './news';
export * from './visit';
export * from './calls';
export * from './routes';
export * from './format';
export * from './session';
export * from './html';
export * from './bff';
export * from './availability';
export * from './meta';
// Types only: the schemas themselves load from `@portal/shared/schemas` and `/answers` (the BFF),
// so the browser bundle never carries TypeBox.
export type { AnswerData, AnswerShape, AnswerSpec, Answers, RequestParam } from './answers';
export * from './email';
export * from './safe-path';
