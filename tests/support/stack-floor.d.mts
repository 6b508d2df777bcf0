export declare function stackFloor(outDir: string): Promise<number>
