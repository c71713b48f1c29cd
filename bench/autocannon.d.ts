// The part of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  interface Result {
    requests: { average: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  interface Options {
    url: string;
    connections: number;
    duration: number;
    /** Requests per second over all connections together. */
    overallRate?: number;
    timeout?: number;
    requests?: { method?: string; path: string }[];
    headers?: Record<string, string>;
  }
  /** A running load: a promise of the result that also reports each response. */
  interface Instance extends Promise<Result> {
    on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): this;
  }
  export default function autocannon(options: Options): Instance;
}
