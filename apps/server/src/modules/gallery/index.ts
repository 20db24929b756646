/* The gallery's public face (recipes.md, "A module"): what other modules may use. */
import { readModel } from '../../platform/read-model';
import { galleryItems } from './tables';

export { GalleryService } from './service';

/** Read-only handles on this module's tables for other modules' queries. */
export const galleryReadModel = readModel({ galleryItems });
