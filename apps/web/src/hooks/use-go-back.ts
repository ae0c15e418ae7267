import { useLocation, useNavigate } from 'react-router';
import { routes } from '@app/contract';

/** Back in history when there is somewhere to go back to; home when the page was opened directly. */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => void (location.key === 'default' ? navigate(routes.home) : navigate(-1));
}
