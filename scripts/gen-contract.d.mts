export declare function assemble(): string;
export declare const DEFAULT_MAX_LENGTH: number;
export declare const FREE_TEXT_MAX_LENGTH: number;
export declare function boundRequestStrings(doc: object): void;
