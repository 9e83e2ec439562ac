import type { AdminUsersOverview, SystemStatus } from '../admin';
import type {
  ChangeMediaDto,
  ChangeSermonDto,
  CreateSermonDto,
  DeleteMediaQueryDto,
  MediaFileDetailView,
  MediaFilePage,
  MediaQueryDto,
  MediaSettingsDto,
  MediaSettingsView,
  MediaTagsView,
  MediaUploadDone,
  ScripturePassage,
  SermonFacets,
  SermonPage,
  SermonView,
  SermonsQueryDto,
} from '../content';
import type {
  BudgetChoice,
  BudgetVsActualQueryDto,
  BudgetVsActualView,
  BudgetView,
  ChangeBudgetDto,
  CreateBudgetDto,
  ExpensesQueryDto,
  ExpenseView,
  FinanceYearQueryDto,
  PayExpenseDto,
  RejectExpenseDto,
  SubmitExpenseDto,
} from '../finance';
import type {
  AnswerVendorBookingDto,
  CreateVendorDto,
  LinkVendorAccountDto,
  RequestVendorBookingDto,
  ReviewVendorBookingDto,
  VendorBookingRequested,
  VendorBookingsQueryDto,
  VendorBookingView,
  VendorProfileDto,
  VendorRateDto,
  VendorsQueryDto,
  VendorView,
  VendorAccountView,
} from '../vendors';
import type {
  CreateEmailBroadcastDto,
  EmailAudiencePreview,
  EmailAudiencePreviewDto,
  EmailBroadcastRecipientPage,
  EmailBroadcastRecipientsQueryDto,
  EmailBroadcastView,
  EmailUnsubscribeQueryDto,
  EmailUnsubscribeResult,
} from '../messaging';
import type {
  AddVolunteerBlockoutDto,
  AddVolunteerPositionDto,
  AddVolunteerRequirementDto,
  AssignVolunteerDto,
  CreateVolunteerSlotDto,
  CreateVolunteerTeamDto,
  DeclineVolunteerAssignmentDto,
  DeclineVolunteerByLinkDto,
  QualifyVolunteerDto,
  RecordVolunteerRequirementDto,
  VolunteerAssignmentView,
  VolunteerAutoFillProposal,
  VolunteerAutoFillQueryDto,
  VolunteerBlockoutView,
  VolunteerCandidateView,
  VolunteerFillRateQueryDto,
  VolunteerFillRateView,
  VolunteerLinkDto,
  VolunteerSlotsQueryDto,
  VolunteerSlotView,
  VolunteerTeamView,
} from '../volunteers';
import type {
  BatchView,
  IssuedStatement,
  IssueStatementDto,
  StartStatementRunDto,
  StatementRunView,
  StatementsQueryDto,
  StatementView,
  CloseBatchDto,
  CreateBatchDto,
  CreateDonationDto,
  CreateFundDto,
  DonationPage,
  DonationSplitDto,
  DonationsQueryDto,
  DonationTrail,
  FundView,
  GivingAnalyticsQueryDto,
  GivingAnalyticsView,
  GivingTotalsQueryDto,
  GivingTotalsView,
  MoneyDto,
  MyGivingView,
  OnlineGivingStatus,
  OnlineCheckout,
  OnlineGiftView,
  MyOnlineGivingView,
  CardSetupPage,
  BankAccountSetup,
  WebhookReceipt,
  StartOnlineGiftDto,
  StartVisitorGiftDto,
  SaveBankAccountDto,
  ScheduleRecurringGiftDto,
  ReverseDonationDto,
  CampaignView,
  CampaignDetail,
  MyPledgesView,
  CreateCampaignDto,
  ChangeCampaignDto,
  MakePledgeDto,
  ChangePledgeDto,
  ReceiptEmailsDto,
  ReceiptEmailsView,
} from '../giving';
import type { AuditAsOfQueryDto, AuditAttendanceView, AuditGivingView, AuditTrailView, ReconciliationReport } from '../audit';
import type {
  AttendancePerson,
  CheckInChildDto,
  CheckInDto,
  CheckInFamily,
  CheckInLabels,
  CheckInReceipt,
  CheckOutDto,
  CreateGatheringDto,
  CreateRoomDto,
  CustodyEntry,
  CustodyTrailQueryDto,
  FamilySearchQueryDto,
  GatheringAttendanceQueryDto,
  GatheringAttendanceView,
  GatheringSummary,
  GatheringView,
  MemberAttendanceEntry,
  RecordAttendanceDto,
  RecordHeadcountDto,
  RoomView,
} from '../attendance';
import type {
  AcceptInviteDto,
  AdminUserView,
  ChangePasswordDto,
  ChangeUserRolesDto,
  ConfirmTwoFactorDto,
  CurrentUser,
  ForgotPasswordDto,
  InviteUserDto,
  LinkUserToMemberDto,
  LoginDto,
  LoginResult,
  ReauthenticateDto,
  RecoveryCodesView,
  ResetPasswordDto,
  SecurityPolicyDto,
  SecurityPolicyView,
  SessionsEnded,
  SessionView,
  TwoFactorConfirmation,
  TwoFactorEnrolmentView,
  TwoFactorLoginDto,
  TwoFactorStatusView,
  UnlockAccountDto,
} from '../auth';
import type {
  CareAssigneeView,
  CareCommunicationList,
  CareRequestList,
  ListCareCommunicationsQueryDto,
  ListCareRequestsQueryDto,
  ListPastoralNotesQueryDto,
  LogCareCommunicationDto,
  MarkPrayerAnsweredDto,
  OpenCareRequestDto,
  PastoralNoteList,
  PrayerRequestList,
  SubmitPrayerRequestDto,
  UpdateCareRequestDto,
  WritePastoralNoteDto,
} from '../care';
import type { ClientErrorPage, ListClientErrorsQueryDto, LogClientErrorDto } from '../diagnostics';
import type { EngagementOverview, EngagementQueryDto, EngagementScoreView } from '../engagement';
import type { ApiErrorBody } from '../errors';
import type {
  BookableView,
  ChangeEventDto,
  ChangeOccurrenceDto,
  CreateEventDto,
  CreateEventResourceDto,
  CreateEventRoomDto,
  EventOccurrenceView,
  CalendarWindowView,
  EventsQueryDto,
  EventView,
  FreeRoomsQueryDto,
} from '../events';
import type {
  AddEventCategoryDto,
  CheckInAttendeeDto,
  EventAnalyticsQueryDto,
  EventAnalyticsView,
  EventCategoryView,
  EventRosterView,
  MyRegistrationView,
  RegisterForEventDto,
  RegistrationResult,
  RegistrationsQueryDto,
  CalendarFeedView,
} from '../events';
import type { FaqVoteDto, FaqVotesView, FaqVoteTally, OnboardingState, StartTourDto, TutorialProgressDto } from '../help';
import type { MemberImportOptionsDto, MemberImportPreview, MemberImportView } from '../imports';
import type {
  GroupDetailsDto,
  GroupMeetingView,
  GroupPage,
  GroupRoster,
  GroupView,
  JoinGroupDto,
  ListGroupsQueryDto,
  MemberGroupEntry,
  RecordGroupMeetingDto,
} from '../groups';
import type { ListMembersQueryDto, MemberHistoryEntry, MemberPage, MemberPrivacyDto, MemberView, RegisterMemberDto, UpdateMemberDto } from '../members';
import type { AddHouseholdMemberDto, CreateHouseholdDto, DuplicatePairPage, HouseholdMemberDto, HouseholdPage, HouseholdView } from '../members';
import type { ListDuplicatesQueryDto, ListHouseholdsQueryDto, MemberHouseholdView, MergeHouseholdsDto, UpdateHouseholdDto } from '../members';
import type { MergeFieldChoicesDto, MergeMembersDto, UnmergeMemberDto } from '../members';
import type { DeclineSelfUpdateDto, MemberSelfUpdateView, SelfUpdateDetailsDto, SelfUpdateHouseholdAddressDto, SelfUpdateResult } from '../members';
import type { AnnouncementBoard, AnnouncementPreviewDto, AnnouncementReach, NotificationList, SendAnnouncementDto } from '../notifications';
import type {
  ChangeFeatureFlagDto,
  ChangeMaintenanceModeDto,
  ChurchSettingsDto,
  ChurchSettingsView,
  FeatureFlagsView,
  MaintenanceView,
  MinistryView,
  OrganisationStatus,
} from '../organisation';
import type { CommandResult, HealthReport, HealthStatus, OutboxView } from '../platform';
import type {
  AddRestreamDestinationDto,
  LivestreamOptionsDto,
  LivestreamRecordingView,
  LivestreamSettingsView,
  LivestreamStatusView,
  ScheduleNextStreamDto,
  SetRestreamEnabledDto,
  StreamKeyView,
  TrimRecordingDto,
} from '../livestream';
import type {
  ComposeSmsDto,
  SmsAudienceDto,
  SmsAudienceOptions,
  SmsAudiencePreview,
  SmsAudiencePreviewDto,
  SmsConsentDto,
  SmsConsentView,
  SmsOutboxView,
  SmsSendDetail,
  SmsSendView,
} from '../messaging';
import type { UpdatePreferencesDto, UserPreferences } from '../preferences';
import type { SearchQueryDto, SearchResponse } from '../search';
import type {
  ActiveSessionView,
  ChainVerification,
  FailedSignInSeries,
  FailedSignInsQueryDto,
  SecurityAccountView,
  SecurityEventPage,
  SecurityLogAnchorAnswer,
  SecurityLogAnchoring,
  SecurityEventsQueryDto,
} from '../security';
import type {
  AddProgramItemDto,
  CreateProgramDto,
  MoveProgramItemDto,
  ProgramItemDto,
  ProgramsQueryDto,
  ProgramSummary,
  ProgramTemplateView,
  ProgramView,
  SaveProgramTemplateDto,
  SongDto,
  SongsQueryDto,
  SongUsageQueryDto,
  SongUsageRow,
  SongView,
} from '../worship';

/**
 * Every type the HTTP API answers with, by the name its schema has in the OpenAPI document
 * (`components.schemas`). The build generates those schemas from these types themselves
 * (contracts/scripts/openapi-schemas.cjs); the backend's `@Answers(name)` takes one of these names
 * and checks that the handler returns that type. A new answer type is added here.
 */
import type {
  ChatChannelView,
  ChatHistoryPage,
  ChatMessageView,
  ChatPersonView,
  ChatReportView,
  ChatMuteView,
  ChatModerationLogEntry,
  ChatReportsQueryDto,
  ChatHistoryQueryDto,
  ChatReactionDto,
  ChatReasonDto,
  ChatSearchQueryDto,
  CreateChatChannelDto,
  EditChatMessageDto,
  MarkChatReadDto,
  MuteChatMemberDto,
  SendChatMessageDto,
} from '../chat';

export interface ApiAnswers {
  ActiveSessionView: ActiveSessionView;
  AdminUsersOverview: AdminUsersOverview;
  AdminUserView: AdminUserView;
  ApiErrorBody: ApiErrorBody;
  AttendancePerson: AttendancePerson;
  CheckInFamily: CheckInFamily;
  CheckInLabels: CheckInLabels;
  CheckInReceipt: CheckInReceipt;
  CustodyEntry: CustodyEntry;
  GatheringAttendanceView: GatheringAttendanceView;
  GatheringSummary: GatheringSummary;
  GatheringView: GatheringView;
  MemberAttendanceEntry: MemberAttendanceEntry;
  RoomView: RoomView;
  CareAssigneeView: CareAssigneeView;
  CareCommunicationList: CareCommunicationList;
  CareRequestList: CareRequestList;
  ChainVerification: ChainVerification;
  ChurchSettingsView: ChurchSettingsView;
  ClientErrorPage: ClientErrorPage;
  CommandResult: CommandResult;
  CurrentUser: CurrentUser;
  DuplicatePairPage: DuplicatePairPage;
  EngagementOverview: EngagementOverview;
  EngagementScoreView: EngagementScoreView;
  FailedSignInSeries: FailedSignInSeries;
  FaqVotesView: FaqVotesView;
  FaqVoteTally: FaqVoteTally;
  FeatureFlagsView: FeatureFlagsView;
  GroupMeetingView: GroupMeetingView;
  MemberGroupEntry: MemberGroupEntry;
  GroupPage: GroupPage;
  GroupRoster: GroupRoster;
  GroupView: GroupView;
  EventOccurrenceView: EventOccurrenceView;
  CalendarWindowView: CalendarWindowView;
  EventView: EventView;
  BookableView: BookableView;
  VolunteerTeamView: VolunteerTeamView;
  VolunteerSlotView: VolunteerSlotView;
  VolunteerAssignmentView: VolunteerAssignmentView;
  VolunteerBlockoutView: VolunteerBlockoutView;
  VolunteerCandidateView: VolunteerCandidateView;
  VolunteerFillRateView: VolunteerFillRateView;
  VolunteerAutoFillProposal: VolunteerAutoFillProposal;
  RegistrationResult: RegistrationResult;
  EventRosterView: EventRosterView;
  MyRegistrationView: MyRegistrationView;
  EventAnalyticsView: EventAnalyticsView;
  EventCategoryView: EventCategoryView;
  CalendarFeedView: CalendarFeedView;
  HealthReport: HealthReport;
  HealthStatus: HealthStatus;
  HouseholdPage: HouseholdPage;
  HouseholdView: HouseholdView;
  LoginResult: LoginResult;
  MaintenanceView: MaintenanceView;
  MemberHistoryEntry: MemberHistoryEntry;
  MemberImportPreview: MemberImportPreview;
  MemberImportView: MemberImportView;
  MemberHouseholdView: MemberHouseholdView;
  MemberPage: MemberPage;
  MemberView: MemberView;
  MemberSelfUpdateView: MemberSelfUpdateView;
  SelfUpdateResult: SelfUpdateResult;
  MinistryView: MinistryView;
  NotificationList: NotificationList;
  AnnouncementBoard: AnnouncementBoard;
  AnnouncementReach: AnnouncementReach;
  OnboardingState: OnboardingState;
  OrganisationStatus: OrganisationStatus;
  OutboxView: OutboxView;
  PastoralNoteList: PastoralNoteList;
  PrayerRequestList: PrayerRequestList;
  RecoveryCodesView: RecoveryCodesView;
  SearchResponse: SearchResponse;
  SecurityAccountView: SecurityAccountView;
  SecurityEventPage: SecurityEventPage;
  SecurityLogAnchorAnswer: SecurityLogAnchorAnswer;
  SecurityLogAnchoring: SecurityLogAnchoring;
  SecurityPolicyView: SecurityPolicyView;
  SessionsEnded: SessionsEnded;
  SessionView: SessionView;
  SystemStatus: SystemStatus;
  TwoFactorConfirmation: TwoFactorConfirmation;
  TwoFactorEnrolmentView: TwoFactorEnrolmentView;
  TwoFactorStatusView: TwoFactorStatusView;
  UserPreferences: UserPreferences;
  ProgramView: ProgramView;
  ProgramSummary: ProgramSummary;
  ProgramTemplateView: ProgramTemplateView;
  SongView: SongView;
  SongUsageRow: SongUsageRow;
  FundView: FundView;
  DonationPage: DonationPage;
  DonationTrail: DonationTrail;
  BatchView: BatchView;
  GivingTotalsView: GivingTotalsView;
  MyGivingView: MyGivingView;
  AuditGivingView: AuditGivingView;
  AuditAttendanceView: AuditAttendanceView;
  AuditTrailView: AuditTrailView;
  ReconciliationReport: ReconciliationReport;
  GivingAnalyticsView: GivingAnalyticsView;
  CampaignView: CampaignView;
  CampaignDetail: CampaignDetail;
  MyPledgesView: MyPledgesView;
  ReceiptEmailsView: ReceiptEmailsView;
  IssuedStatement: IssuedStatement;
  StatementView: StatementView;
  StatementRunView: StatementRunView;
  OnlineGivingStatus: OnlineGivingStatus;
  OnlineCheckout: OnlineCheckout;
  OnlineGiftView: OnlineGiftView;
  MyOnlineGivingView: MyOnlineGivingView;
  CardSetupPage: CardSetupPage;
  BankAccountSetup: BankAccountSetup;
  WebhookReceipt: WebhookReceipt;
  BudgetView: BudgetView;
  ChatChannelView: ChatChannelView;
  ChatHistoryPage: ChatHistoryPage;
  ChatMessageView: ChatMessageView;
  ChatPersonView: ChatPersonView;
  ChatReportView: ChatReportView;
  ChatMuteView: ChatMuteView;
  ChatModerationLogEntry: ChatModerationLogEntry;
  BudgetChoice: BudgetChoice;
  ExpenseView: ExpenseView;
  BudgetVsActualView: BudgetVsActualView;
  SermonView: SermonView;
  SermonPage: SermonPage;
  ScripturePassage: ScripturePassage;
  SermonFacets: SermonFacets;
  MediaFilePage: MediaFilePage;
  MediaFileDetailView: MediaFileDetailView;
  MediaSettingsView: MediaSettingsView;
  MediaUploadDone: MediaUploadDone;
  MediaTagsView: MediaTagsView;
  LivestreamStatusView: LivestreamStatusView;
  LivestreamSettingsView: LivestreamSettingsView;
  StreamKeyView: StreamKeyView;
  LivestreamRecordingView: LivestreamRecordingView;
  VendorView: VendorView;
  VendorBookingView: VendorBookingView;
  VendorBookingRequested: VendorBookingRequested;
  VendorAccountView: VendorAccountView;
  SmsAudienceOptions: SmsAudienceOptions;
  SmsAudiencePreview: SmsAudiencePreview;
  SmsSendView: SmsSendView;
  SmsSendDetail: SmsSendDetail;
  SmsConsentView: SmsConsentView;
  SmsOutboxView: SmsOutboxView;
  EmailAudiencePreview: EmailAudiencePreview;
  EmailBroadcastView: EmailBroadcastView;
  EmailBroadcastRecipientPage: EmailBroadcastRecipientPage;
  EmailUnsubscribeResult: EmailUnsubscribeResult;
}

/** A name `@Answers` takes: one answer type, or (with `[]`) a list of them. */
export type AnswerName = keyof ApiAnswers | `${keyof ApiAnswers}[]`;

/** The type an answer name stands for. */
export type AnswerOf<N extends AnswerName> = N extends `${infer Item extends keyof ApiAnswers}[]` ? ApiAnswers[Item][] : ApiAnswers[N & keyof ApiAnswers];

/**
 * Every request body and query DTO, by its class name (the name Nest's document gives it). Their
 * schemas come from the same generation; a route whose `@Body()` or `@Query()` class is missing
 * here has an empty schema, which the OpenAPI test refuses.
 */
export interface ApiRequests {
  SmsAudienceDto: SmsAudienceDto;
  SmsAudiencePreviewDto: SmsAudiencePreviewDto;
  ComposeSmsDto: ComposeSmsDto;
  SmsConsentDto: SmsConsentDto;
  VendorProfileDto: VendorProfileDto;
  VendorRateDto: VendorRateDto;
  CreateVendorDto: CreateVendorDto;
  LinkVendorAccountDto: LinkVendorAccountDto;
  VendorsQueryDto: VendorsQueryDto;
  CreateEmailBroadcastDto: CreateEmailBroadcastDto;
  EmailAudiencePreviewDto: EmailAudiencePreviewDto;
  EmailBroadcastRecipientsQueryDto: EmailBroadcastRecipientsQueryDto;
  EmailUnsubscribeQueryDto: EmailUnsubscribeQueryDto;
  RequestVendorBookingDto: RequestVendorBookingDto;
  AnswerVendorBookingDto: AnswerVendorBookingDto;
  ReviewVendorBookingDto: ReviewVendorBookingDto;
  VendorBookingsQueryDto: VendorBookingsQueryDto;
  CreateSermonDto: CreateSermonDto;
  ChangeSermonDto: ChangeSermonDto;
  SermonsQueryDto: SermonsQueryDto;
  MediaQueryDto: MediaQueryDto;
  ChangeMediaDto: ChangeMediaDto;
  DeleteMediaQueryDto: DeleteMediaQueryDto;
  MediaSettingsDto: MediaSettingsDto;
  CreateBudgetDto: CreateBudgetDto;
  CreateChatChannelDto: CreateChatChannelDto;
  SendChatMessageDto: SendChatMessageDto;
  EditChatMessageDto: EditChatMessageDto;
  ChatHistoryQueryDto: ChatHistoryQueryDto;
  MarkChatReadDto: MarkChatReadDto;
  ChatSearchQueryDto: ChatSearchQueryDto;
  ChatReactionDto: ChatReactionDto;
  ChatReasonDto: ChatReasonDto;
  MuteChatMemberDto: MuteChatMemberDto;
  ChatReportsQueryDto: ChatReportsQueryDto;
  ChangeBudgetDto: ChangeBudgetDto;
  FinanceYearQueryDto: FinanceYearQueryDto;
  BudgetVsActualQueryDto: BudgetVsActualQueryDto;
  SubmitExpenseDto: SubmitExpenseDto;
  RejectExpenseDto: RejectExpenseDto;
  PayExpenseDto: PayExpenseDto;
  ExpensesQueryDto: ExpensesQueryDto;
  CreateFundDto: CreateFundDto;
  CreateDonationDto: CreateDonationDto;
  DonationSplitDto: DonationSplitDto;
  MoneyDto: MoneyDto;
  ReverseDonationDto: ReverseDonationDto;
  CreateBatchDto: CreateBatchDto;
  CloseBatchDto: CloseBatchDto;
  DonationsQueryDto: DonationsQueryDto;
  GivingTotalsQueryDto: GivingTotalsQueryDto;
  AuditAsOfQueryDto: AuditAsOfQueryDto;
  GivingAnalyticsQueryDto: GivingAnalyticsQueryDto;
  CreateCampaignDto: CreateCampaignDto;
  ChangeCampaignDto: ChangeCampaignDto;
  MakePledgeDto: MakePledgeDto;
  ChangePledgeDto: ChangePledgeDto;
  ReceiptEmailsDto: ReceiptEmailsDto;
  IssueStatementDto: IssueStatementDto;
  StatementsQueryDto: StatementsQueryDto;
  StartStatementRunDto: StartStatementRunDto;
  StartOnlineGiftDto: StartOnlineGiftDto;
  StartVisitorGiftDto: StartVisitorGiftDto;
  SaveBankAccountDto: SaveBankAccountDto;
  ScheduleRecurringGiftDto: ScheduleRecurringGiftDto;
  AcceptInviteDto: AcceptInviteDto;
  CheckInChildDto: CheckInChildDto;
  CheckInDto: CheckInDto;
  CheckOutDto: CheckOutDto;
  CreateGatheringDto: CreateGatheringDto;
  CreateRoomDto: CreateRoomDto;
  CustodyTrailQueryDto: CustodyTrailQueryDto;
  EngagementQueryDto: EngagementQueryDto;
  FamilySearchQueryDto: FamilySearchQueryDto;
  GatheringAttendanceQueryDto: GatheringAttendanceQueryDto;
  RecordAttendanceDto: RecordAttendanceDto;
  RecordHeadcountDto: RecordHeadcountDto;
  AddHouseholdMemberDto: AddHouseholdMemberDto;
  ChangeFeatureFlagDto: ChangeFeatureFlagDto;
  ChangeMaintenanceModeDto: ChangeMaintenanceModeDto;
  ChangePasswordDto: ChangePasswordDto;
  ChangeUserRolesDto: ChangeUserRolesDto;
  ChurchSettingsDto: ChurchSettingsDto;
  ConfirmTwoFactorDto: ConfirmTwoFactorDto;
  CreateHouseholdDto: CreateHouseholdDto;
  FailedSignInsQueryDto: FailedSignInsQueryDto;
  FaqVoteDto: FaqVoteDto;
  ForgotPasswordDto: ForgotPasswordDto;
  HouseholdMemberDto: HouseholdMemberDto;
  GroupDetailsDto: GroupDetailsDto;
  CreateEventDto: CreateEventDto;
  ChangeEventDto: ChangeEventDto;
  ChangeOccurrenceDto: ChangeOccurrenceDto;
  EventsQueryDto: EventsQueryDto;
  CreateEventRoomDto: CreateEventRoomDto;
  CreateEventResourceDto: CreateEventResourceDto;
  FreeRoomsQueryDto: FreeRoomsQueryDto;
  CreateVolunteerTeamDto: CreateVolunteerTeamDto;
  AddVolunteerPositionDto: AddVolunteerPositionDto;
  AddVolunteerRequirementDto: AddVolunteerRequirementDto;
  QualifyVolunteerDto: QualifyVolunteerDto;
  RecordVolunteerRequirementDto: RecordVolunteerRequirementDto;
  CreateVolunteerSlotDto: CreateVolunteerSlotDto;
  VolunteerSlotsQueryDto: VolunteerSlotsQueryDto;
  VolunteerAutoFillQueryDto: VolunteerAutoFillQueryDto;
  VolunteerFillRateQueryDto: VolunteerFillRateQueryDto;
  AssignVolunteerDto: AssignVolunteerDto;
  AddVolunteerBlockoutDto: AddVolunteerBlockoutDto;
  VolunteerLinkDto: VolunteerLinkDto;
  DeclineVolunteerAssignmentDto: DeclineVolunteerAssignmentDto;
  DeclineVolunteerByLinkDto: DeclineVolunteerByLinkDto;
  RegisterForEventDto: RegisterForEventDto;
  RegistrationsQueryDto: RegistrationsQueryDto;
  CheckInAttendeeDto: CheckInAttendeeDto;
  EventAnalyticsQueryDto: EventAnalyticsQueryDto;
  AddEventCategoryDto: AddEventCategoryDto;
  InviteUserDto: InviteUserDto;
  JoinGroupDto: JoinGroupDto;
  LinkUserToMemberDto: LinkUserToMemberDto;
  ListClientErrorsQueryDto: ListClientErrorsQueryDto;
  ListDuplicatesQueryDto: ListDuplicatesQueryDto;
  ListHouseholdsQueryDto: ListHouseholdsQueryDto;
  ListGroupsQueryDto: ListGroupsQueryDto;
  ListMembersQueryDto: ListMembersQueryDto;
  ListCareCommunicationsQueryDto: ListCareCommunicationsQueryDto;
  ListCareRequestsQueryDto: ListCareRequestsQueryDto;
  ListPastoralNotesQueryDto: ListPastoralNotesQueryDto;
  LogCareCommunicationDto: LogCareCommunicationDto;
  LogClientErrorDto: LogClientErrorDto;
  MarkPrayerAnsweredDto: MarkPrayerAnsweredDto;
  LoginDto: LoginDto;
  MemberImportOptionsDto: MemberImportOptionsDto;
  MemberPrivacyDto: MemberPrivacyDto;
  MergeHouseholdsDto: MergeHouseholdsDto;
  MergeMembersDto: MergeMembersDto;
  MergeFieldChoicesDto: MergeFieldChoicesDto;
  UnmergeMemberDto: UnmergeMemberDto;
  OpenCareRequestDto: OpenCareRequestDto;
  ReauthenticateDto: ReauthenticateDto;
  RecordGroupMeetingDto: RecordGroupMeetingDto;
  RegisterMemberDto: RegisterMemberDto;
  ResetPasswordDto: ResetPasswordDto;
  SearchQueryDto: SearchQueryDto;
  SecurityEventsQueryDto: SecurityEventsQueryDto;
  SecurityPolicyDto: SecurityPolicyDto;
  SendAnnouncementDto: SendAnnouncementDto;
  AnnouncementPreviewDto: AnnouncementPreviewDto;
  StartTourDto: StartTourDto;
  SubmitPrayerRequestDto: SubmitPrayerRequestDto;
  TutorialProgressDto: TutorialProgressDto;
  UnlockAccountDto: UnlockAccountDto;
  TwoFactorLoginDto: TwoFactorLoginDto;
  UpdateHouseholdDto: UpdateHouseholdDto;
  UpdateCareRequestDto: UpdateCareRequestDto;
  UpdateMemberDto: UpdateMemberDto;
  SelfUpdateDetailsDto: SelfUpdateDetailsDto;
  SelfUpdateHouseholdAddressDto: SelfUpdateHouseholdAddressDto;
  DeclineSelfUpdateDto: DeclineSelfUpdateDto;
  UpdatePreferencesDto: UpdatePreferencesDto;
  WritePastoralNoteDto: WritePastoralNoteDto;
  SongDto: SongDto;
  SongsQueryDto: SongsQueryDto;
  SongUsageQueryDto: SongUsageQueryDto;
  ProgramItemDto: ProgramItemDto;
  AddProgramItemDto: AddProgramItemDto;
  MoveProgramItemDto: MoveProgramItemDto;
  CreateProgramDto: CreateProgramDto;
  ProgramsQueryDto: ProgramsQueryDto;
  SaveProgramTemplateDto: SaveProgramTemplateDto;
  AddRestreamDestinationDto: AddRestreamDestinationDto;
  SetRestreamEnabledDto: SetRestreamEnabledDto;
  LivestreamOptionsDto: LivestreamOptionsDto;
  ScheduleNextStreamDto: ScheduleNextStreamDto;
  TrimRecordingDto: TrimRecordingDto;
}
