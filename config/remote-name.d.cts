export declare const remoteName: (area: string) => string;
