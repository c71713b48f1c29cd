// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Result {
    requests: { average: number };
    non2xx: number;
    errors: number;
  }
  export default function autocannon(options: { url: string; connections: number; duration: number; headers?: Record<string, string> }): Promise<Result>;
}
