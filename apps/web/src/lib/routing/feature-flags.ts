import { featureFlagsFor, type FeatureFlags } from '@kaista/domain/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { environmentQuery } from '../session/session-queries';

/** §9: the flags of the session's environment: the server's, or the one chosen at /environmentmode. */
export function useFeatureFlags(): FeatureFlags {
  const environment = useQuery(environmentQuery).data?.environment;
  return featureFlagsFor(environment);
}
