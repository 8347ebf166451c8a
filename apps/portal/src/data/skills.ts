import { useQuery } from '@tanstack/react-query';
import { api } from '../api';

/** The coach's skill trend over their sessions (`GET /skills/trend`). */
export function useSkillTrend() {
  return useQuery({ queryKey: ['skills', 'trend'], queryFn: ({ signal }) => api.skills.trend({ signal }) });
}
