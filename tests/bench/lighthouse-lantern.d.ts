// Minimal types for the one Lighthouse 13 internal the bench uses: the simulated ("lantern") total
// blocking time, computed again from a run's own artifacts (the package types only its public API).
declare module 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js' {
  export const LanternTotalBlockingTime: {
    request(
      data: {
        trace: { traceEvents: unknown[] };
        devtoolsLog: unknown[];
        gatherContext: unknown;
        settings: unknown;
        URL: unknown;
        SourceMaps: unknown[];
        /** The device pixel ratio of the host the trace was taken on (the trace engine reads it). */
        HostDPR: number;
        simulator: null;
      },
      context: { computedCache: Map<string, unknown>; settings: unknown },
    ): Promise<{ timing: number }>;
  };
}
