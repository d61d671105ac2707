// Rebuilds every generated input of the app that is missing or stale: the converted model
// (and, once they exist, the puzzle packs). Run by the build, start and test commands.
import { buildModel } from './build-model.ts';

buildModel();
