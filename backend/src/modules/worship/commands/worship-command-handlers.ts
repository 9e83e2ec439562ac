import { AddProgramItemHandler } from './add-program-item/add-program-item.handler';
import { AddSongHandler } from './add-song/add-song.handler';
import { AttachSongChartHandler } from './attach-song-chart/attach-song-chart.handler';
import { ChangeProgramItemHandler } from './change-program-item/change-program-item.handler';
import { ChangeSongHandler } from './change-song/change-song.handler';
import { CreateProgramHandler } from './create-program/create-program.handler';
import { DeleteProgramHandler } from './delete-program/delete-program.handler';
import { DetachSongChartHandler } from './detach-song-chart/detach-song-chart.handler';
import { MoveProgramItemHandler } from './move-program-item/move-program-item.handler';
import { RemoveProgramItemHandler } from './remove-program-item/remove-program-item.handler';
import { RemoveProgramTemplateHandler } from './remove-program-template/remove-program-template.handler';
import { RemoveSongHandler } from './remove-song/remove-song.handler';
import { SaveProgramTemplateHandler } from './save-program-template/save-program-template.handler';

/** The worship context's write side: one handler per use case. */
export const WORSHIP_COMMAND_HANDLERS = [
  AddSongHandler,
  ChangeSongHandler,
  RemoveSongHandler,
  AttachSongChartHandler,
  DetachSongChartHandler,
  CreateProgramHandler,
  AddProgramItemHandler,
  ChangeProgramItemHandler,
  RemoveProgramItemHandler,
  MoveProgramItemHandler,
  DeleteProgramHandler,
  SaveProgramTemplateHandler,
  RemoveProgramTemplateHandler,
];
