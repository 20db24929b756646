import { AdminPrinterStaffPage } from './AdminPages';

export default AdminPrinterStaffPage;
