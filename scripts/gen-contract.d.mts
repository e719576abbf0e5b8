export declare function assemble(): string;
