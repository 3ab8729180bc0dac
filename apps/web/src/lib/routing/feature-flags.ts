import { featureFlagsFor, type FeatureFlags } from '@kaista/domain';
import { useQuery } from '@tanstack/react-query';
import { environmentOverride } from '../session/session-storage';
import { environmentQuery } from '../session/session-queries';

/** §9: the flags of the server's environment, or of the one chosen for this tab at /environmentmode. */
export function useFeatureFlags(): FeatureFlags {
  const environment = useQuery(environmentQuery).data?.environment;
  return featureFlagsFor(environmentOverride() ?? environment);
}
