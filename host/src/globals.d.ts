declare const __BUILD_VERSION__: string;
declare const __STANDALONE_AREA__: string | null;
