import { useQuery } from '@tanstack/react-query';
import { freelancerProfileQueryOptions } from '@/lib/freelancer-profile';
import { pollWhile } from './query-keys';

export const useFreelancerProfile = (polling: boolean) =>
  useQuery({ ...freelancerProfileQueryOptions(), refetchInterval: pollWhile(polling) });
