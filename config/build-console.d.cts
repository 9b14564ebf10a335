export declare function buildConsole(target?: Console): Console;
