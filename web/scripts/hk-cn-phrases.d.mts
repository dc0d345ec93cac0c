export declare const HK_CN_PHRASES: Readonly<Record<string, string>>;
export declare function toMainlandWording(text: string): string;
