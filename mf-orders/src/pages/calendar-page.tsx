import { withCatalogs } from '@minesite/shared/remote-page';
import { CalendarScreen } from '../features/calendar/components/calendar-screen';
import { buyerCatalogs } from '../i18n/buyer-catalogs';

export default withCatalogs(CalendarScreen, buyerCatalogs);
