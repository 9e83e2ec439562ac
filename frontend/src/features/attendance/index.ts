export { CongregationCarePage, NotYetSlot, type CongregationCareSlots } from './components/congregation-care.page';
export { MemberAttendanceSection } from './components/member-attendance.section';
