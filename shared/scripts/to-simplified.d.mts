/** Hong Kong Traditional text to Simplified with mainland wording (to-simplified.mjs). */
export declare const toSimplified: (text: string) => string;
