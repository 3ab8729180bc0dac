export declare function moveClockAhead(days: number): void;
