/** The worship context's public face: its module, and the commands the demo church plans its services with. */
export { WorshipModule } from './worship.module';
export { AddSongCommand } from './commands/add-song/add-song.command';
export { CreateProgramCommand } from './commands/create-program/create-program.command';
export { AddProgramItemCommand } from './commands/add-program-item/add-program-item.command';
export { SaveProgramTemplateCommand } from './commands/save-program-template/save-program-template.command';
export type { SongDetails } from './domain/song.events';
