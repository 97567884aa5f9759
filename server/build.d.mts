/** Types of server/build.mjs (plain JavaScript, so npm start can build before anything is compiled). */
export declare const ROOT: string;
export declare const SERVER_OUT: string;
export declare const CLIENT_OUT: string;
export declare function serverStaleness(): string | null;
export declare function clientStaleness(): string | null;
export declare function bundleServer(outDir: string): Promise<import("esbuild").Metafile>;
export declare function buildServer(): Promise<void>;
export declare function buildClient(outDir?: string, options?: { quiet?: boolean }): Promise<void>;
export declare function buildIfStale(log?: (line: string) => void): Promise<void>;
