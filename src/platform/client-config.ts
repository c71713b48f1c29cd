import { useQuery } from '@tanstack/react-query';
import type { Environment } from '../../schemas/environment';
import { getJson } from '../api/client';

/** What the browser reads of the configuration (GET /api/platform/v1/client-config). */
export interface ClientConfig {
  environment: Environment;
  overseas: boolean;
  defaultLanguage: 'en_US' | 'zh_CN';
  mobileSupportPhone: string | null;
  internal: boolean;
  reloadOnAuthFailure: boolean;
  companyEmailDomains: string[];
  pageApiVersion: 1 | 2 | null;
}

/** The client configuration for this host (and school, for its page-API version). */
export function fetchClientConfig(schoolId?: string): Promise<ClientConfig> {
  return getJson<ClientConfig>(`/api/platform/v1/client-config${schoolId ? `?schoolId=${encodeURIComponent(schoolId)}` : ''}`);
}

/** The client configuration, cached for five minutes like the keys behind it. */
export function useClientConfig(schoolId?: string) {
  return useQuery({ queryKey: ['platform', 'client-config', schoolId ?? null], queryFn: () => fetchClientConfig(schoolId), staleTime: 300_000 });
}
