import { AdminWorkShiftsPage } from './AdminPages';

export default AdminWorkShiftsPage;
