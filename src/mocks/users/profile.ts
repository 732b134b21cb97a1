import {
  getCreateProfilePictureMockHandler,
  getDeleteProfilePictureMockHandler,
  getDownloadProfilePictureMockHandler,
  getDownloadProfilePictureThumbnailMockHandler,
  getGetProfilePictureMockHandler,
  getListProfilePicturesMockHandler,
  getPatchProfilePictureMockHandler,
  getPatchApplicationUserMockHandler,
  getUpdateApplicationUserEmailMockHandler,
  getUpdateApplicationUserMockHandler,
  getUpdateProfilePictureMockHandler,
} from '@portal/sdk/mocks/users';
import type { Address, ApplicationUserInput, ApplicationUserPatch } from '@portal/sdk/model';
import { HttpResponse } from 'msw';
import { validationMessages } from '@/copy/validation';
import type { DemoDb } from '@/mocks/db/db';
import type { DemoProfilePicture, DemoUser } from '@/mocks/db/types';
import { fakerAnswer } from '@/mocks/fallback';
import { actingUserId } from '@/mocks/shared/acting-user';
import { badRequest, failOn, forbidden, notFound, type FieldErrors } from '@/mocks/shared/answers';
import type { MockContext } from '@/mocks/shared/context';
import { applicationUserOf, findUser, managerRefOf, userRefOf } from '@/mocks/shared/records';
import { pageOf } from '@/mocks/shared/lists';
import { intParam, nowIso, searchParams } from '@/mocks/shared/request';
import { lazySchemas, validBody } from '@/mocks/shared/validation';

const schemas = lazySchemas(() => import('@portal/sdk/zod/users'));

export const profileMessages = {
  emailTaken: 'Ten adres e-mail jest już używany przez inne konto.',
  emailSeparately: 'Adres e-mail zmienia się osobno (zmiana adresu e-mail).',
  noProfession: 'Nie ma takiego zawodu.',
  noPicture: 'Nie ma takiego zdjęcia.',
  noManagerTitle: 'Nie ma takiego stanowiska.',
  noDepartment: 'Nie ma takiego departamentu.',
  noPatron: 'Nie ma takiego opiekuna.',
  noFile: 'Nie wybrano pliku.',
  notImage: 'Zdjęcie profilowe musi być obrazem (JPG, PNG lub WebP).',
  tooLarge: 'Zdjęcie jest za duże (maksymalnie 200 KB).',
} as const;

/** The largest picture the demo keeps: the portal sends the cropped 175 × 150 picture, a few kilobytes. */
const MAX_PICTURE_BYTES = 200 * 1024;

/**
 * Whom a manager or a patron looks after: a manager the clients of their cases (and a client they created, who has
 * no case yet), a patron their own clients.
 */
export const looksAfter = (db: DemoDb, actor: DemoUser, target: DemoUser) =>
  (actor.roles.includes('Manager') &&
    (db.cases.some((c) => c.clientId === target.id && c.managers.some((m) => m.id === actor.id)) ||
      (target.createdById === actor.id && target.roles.includes('Client')))) ||
  (actor.roles.includes('Patron') && target.patronId === actor.id);

/**
 * Who may be changed by whom: a user themself, or an administrator anybody; with `staff` (the user forms) also a
 * manager or patron the clients they look after (never what only an administrator changes: `applyChange`).
 */
function actorFor(db: DemoDb, request: Request, target: DemoUser, { staff = false } = {}) {
  const actor = findUser(db, actingUserId(request));
  if (!actor) throw forbidden();
  const isAdmin = actor.roles.includes('Admin');
  if (actor.id !== target.id && !isAdmin && !(staff && looksAfter(db, actor, target))) throw forbidden();
  return { isAdmin };
}

const ADDRESS_REQUIRED = ['street', 'houseNumber', 'postalCode', 'city'] as const;

/** The required parts of an address given (the contract makes each optional; a postal address needs them). */
export function addressErrors(field: string, address: Address | null | undefined): FieldErrors {
  if (!address) return {};
  return Object.fromEntries(
    ADDRESS_REQUIRED.filter((part) => !address[part]?.trim()).map((part) => [
      `${field}.${part}`,
      [validationMessages.required],
    ]),
  );
}

/**
 * The first-login data (spec 000 section 5: filled before other screens open): first and last name, phone and the
 * complete address of residence. The other wizard fields are optional.
 */
export function missingFirstLoginData(user: DemoUser): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of ['firstName', 'lastName', 'phoneNumber'] as const)
    if (!user[field]?.trim()) errors[field] = [validationMessages.required];
  if (!user.addressOfResidence) errors.addressOfResidence = [validationMessages.required];
  return { ...errors, ...addressErrors('addressOfResidence', user.addressOfResidence) };
}

/** Fields only an administrator changes; a user sending their own values unchanged is fine. */
export const ADMIN_FIELDS = ['roles', 'managerTitleId', 'departmentIds', 'patronId', 'clientSize'] as const;
type AdminField = (typeof ADMIN_FIELDS)[number];

const currentOf = (user: DemoUser, field: AdminField): unknown =>
  field === 'departmentIds' ? user.departments.map((d) => d.id) : (user[field] ?? null);

const same = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b) ? [...a].sort().join() === [...b].sort().join() : (a ?? null) === (b ?? null);

type Change = Partial<ApplicationUserInput> & Pick<ApplicationUserPatch, 'isFirstLoginDataFilled'>;

/**
 * What the change names that the demo has no record of (a profession, a picture, a title, a department, a patron),
 * and the required parts of the addresses it gives.
 */
export function changeErrors(db: DemoDb, change: Change): FieldErrors {
  const missing = (id: number | null | undefined, exists: (id: number) => boolean, message: string) =>
    id !== undefined && id !== null && !exists(id) ? [message] : undefined;
  const departmentIds = change.departmentIds ?? [];
  return {
    ...addressErrors('addressOfResidence', change.addressOfResidence),
    ...(change.isAddressDifferent ? addressErrors('mailingAddress', change.mailingAddress) : {}),
    professionId: missing(
      change.professionId,
      (id) => db.professions.some((p) => p.id === id),
      profileMessages.noProfession,
    ),
    profileImageId: missing(
      change.profileImageId || undefined,
      (id) => db.profilePictures.some((p) => p.id === id),
      profileMessages.noPicture,
    ),
    managerTitleId: missing(
      change.managerTitleId,
      (id) => db.managerTitles.some((t) => t.id === id),
      profileMessages.noManagerTitle,
    ),
    departmentIds: departmentIds.every((id) => db.departments.some((d) => d.id === id))
      ? undefined
      : [profileMessages.noDepartment],
    patronId: missing(change.patronId, (id) => !!findUser(db, id)?.roles.includes('Patron'), profileMessages.noPatron),
  };
}

/**
 * The copies a user carries of the records the change names (profession, title, departments, patron), and the
 * mailing address, which follows the residence unless it is different. The change's references exist
 * (`changeErrors`).
 */
export function copyReferences(db: DemoDb, user: DemoUser, change: Change) {
  if (change.professionId !== undefined) {
    const profession = db.professions.find((p) => p.id === change.professionId);
    user.profession = profession ? { ...profession } : null;
  }
  if (change.managerTitleId !== undefined) {
    const title = db.managerTitles.find((t) => t.id === change.managerTitleId);
    user.managerTitle = title ? { ...title } : null;
  }
  const { departmentIds } = change;
  if (departmentIds)
    user.departments = db.departments.filter((d) => departmentIds.includes(d.id)).map((d) => ({ ...d }));
  if (change.patronId !== undefined) user.patron = userRefOf(db, change.patronId);
  if (!user.isAddressDifferent) user.mailingAddress = user.addressOfResidence ? { ...user.addressOfResidence } : null;
}

/** What a replacement (PUT) leaves out is cleared: the record becomes exactly what was sent. */
const replaced = (body: ApplicationUserInput): Change => ({
  birthDate: null,
  professionId: null,
  phoneNumber: null,
  addressOfResidence: null,
  mailingAddress: null,
  accountingCooperationBeginDate: null,
  lawCooperationBeginDate: null,
  marketingCooperationBeginDate: null,
  recruitmentCooperationBeginDate: null,
  investmentCooperationBeginDate: null,
  subscriptionCooperationBeginDate: null,
  profileImageId: null,
  managerTitleId: null,
  departmentIds: [],
  patronId: null,
  clientSize: null,
  ...body,
});

/**
 * Applies a replacement (PUT) or a merge-patch to a user: the mailing address follows the residence unless it is
 * different, references are copied from their records, the first-login data counts as filled once complete, and
 * the copies of the user in other records follow its name and picture.
 */
function applyChange(db: DemoDb, request: Request, user: DemoUser, change: Change) {
  const { isAdmin } = actorFor(db, request, user, { staff: true });
  if (!isAdmin)
    for (const field of ADMIN_FIELDS)
      if (field in change && !same(change[field], currentOf(user, field))) throw forbidden();
  if (change.email !== undefined && change.email.trim().toLowerCase() !== user.email.toLowerCase())
    throw badRequest({ email: [profileMessages.emailSeparately] });
  failOn(changeErrors(db, change));

  const next: DemoUser = structuredClone(user);
  const { isFirstLoginDataFilled: askedFilled, departmentIds: _departments, email: _email, ...fields } = change;
  Object.assign(next, fields);
  copyReferences(db, next, change);

  const missing = missingFirstLoginData(next);
  const complete = Object.keys(missing).length === 0;
  if (askedFilled && !complete) failOn(missing);
  // an administrator may set the flag either way; otherwise it is set once the data is complete
  next.isFirstLoginDataFilled =
    isAdmin && askedFilled !== undefined ? askedFilled : user.isFirstLoginDataFilled || complete;
  next.updatedAt = nowIso();
  next.updatedById = actingUserId(request) ?? null;

  if (user.profileImageId && user.profileImageId !== next.profileImageId) removePicture(db, user.profileImageId);
  Object.assign(user, next);
  refreshCopies(db, user);
  db.save();
  return applicationUserOf(user);
}

/** The copies of a user other records carry (spec: "change them together with their id"). */
function refreshCopies(db: DemoDb, user: DemoUser) {
  const ref = userRefOf(db, user.id);
  for (const item of db.cases) {
    if (item.clientId === user.id) item.client = { ...item.client, ...ref };
    if (item.expertId === user.id && item.expert) item.expert = { ...item.expert, ...ref };
    item.managers = item.managers.map((m) => (m.id === user.id ? managerRefOf(db, user.id)! : m));
  }
  for (const membership of db.organisationUsers)
    if (membership.userId === user.id) membership.user = { ...membership.user, ...ref };
  for (const other of db.users) if (other.patronId === user.id) other.patron = ref;
}

function removePicture(db: DemoDb, id: number) {
  const index = db.profilePictures.findIndex((p) => p.id === id);
  if (index >= 0) db.profilePictures.splice(index, 1);
}

const toDataUrl = (bytes: Uint8Array, type: string) => {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${type};base64,${btoa(text)}`;
};

const fromDataUrl = (dataUrl: string) => {
  const text = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes.buffer;
};

const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

const pictureOf = ({ dataUrl: _image, ...picture }: DemoProfilePicture) => picture;

/**
 * The profile: a user's own data (PUT and merge-patch of ApplicationUser/{id}, by the user themself, an
 * administrator, or a manager or patron for the clients they look after, else 403), the e-mail change, and the
 * profile pictures (uploaded, read, downloaded whole or as the thumbnail, listed, their details changed, deleted).
 * The demo keeps a picture's image in its record: the portal uploads the 175 × 150 crop.
 */
export const profileHandlers = ({ db }: MockContext) => {
  const userOr404 = (id: string | readonly string[] | undefined) => {
    const user = findUser(db, intParam(id));
    if (!user) throw notFound('Nie znaleziono użytkownika');
    return user;
  };
  const pictureOr404 = (id: string | readonly string[] | undefined) => {
    const picture = db.profilePictures.find((p) => p.id === intParam(id));
    if (!picture) throw notFound('Nie znaleziono zdjęcia');
    return picture;
  };
  /** A picture is its uploader's and its users' to change or delete, and the administrator's. */
  const mayChange = (request: Request, picture: DemoProfilePicture) => {
    const actor = findUser(db, actingUserId(request));
    return (
      !!actor &&
      (actor.roles.includes('Admin') ||
        picture.createdById === actor.id ||
        db.users.some((u) => u.id === actor.id && u.profileImageId === picture.id))
    );
  };
  const changePicture = (
    request: Request,
    picture: DemoProfilePicture,
    change: { fileName?: string; contentType?: string },
  ) => {
    if (!mayChange(request, picture)) throw forbidden();
    Object.assign(picture, change, { updatedAt: nowIso(), updatedById: actingUserId(request) ?? null });
    db.save();
    return pictureOf(picture);
  };
  return [
    getUpdateApplicationUserMockHandler(async ({ request, params }) => {
      // `/ApplicationUser/vetro` and its like are other operations, which the demo keeps no state for
      if (intParam(params.id) === undefined) throw (await fakerAnswer(request)) ?? notFound();
      const user = userOr404(params.id);
      actorFor(db, request, user, { staff: true });
      const body = await validBody((await schemas()).UpdateApplicationUserBody, request);
      return applyChange(db, request, user, replaced(body));
    }),
    getPatchApplicationUserMockHandler(async ({ request, params }) => {
      const user = userOr404(params.id);
      actorFor(db, request, user, { staff: true });
      return applyChange(db, request, user, await validBody((await schemas()).PatchApplicationUserBody, request));
    }),
    getUpdateApplicationUserEmailMockHandler(async ({ request, params }) => {
      const user = userOr404(params.id);
      actorFor(db, request, user);
      const { email } = await validBody((await schemas()).UpdateApplicationUserEmailBody, request);
      const address = email.trim();
      const taken = db.users.some((u) => u.id !== user.id && u.email.toLowerCase() === address.toLowerCase());
      failOn({ email: taken ? [profileMessages.emailTaken] : undefined });
      user.email = address;
      user.updatedAt = nowIso();
      refreshCopies(db, user);
      db.save();
      return applicationUserOf(user);
    }),
    getCreateProfilePictureMockHandler(async ({ request }) => {
      if (!findUser(db, actingUserId(request))) throw forbidden();
      const form = await request.formData().catch(() => undefined);
      const file = form?.get('file');
      if (!file || typeof file === 'string') throw badRequest({ file: [profileMessages.noFile] });
      if (!PICTURE_TYPES.includes(file.type)) throw badRequest({ file: [profileMessages.notImage] });
      if (file.size > MAX_PICTURE_BYTES) throw badRequest({ file: [profileMessages.tooLarge] });
      const id = db.nextId('profilePictures');
      const picture: DemoProfilePicture = {
        id,
        fileName: file.name || `zdjecie-${id}.jpg`,
        contentType: file.type,
        blobName: `profile-picture-${id}`,
        reducedFileBlobName: `profile-picture-${id}-thumbnail`,
        createdAt: nowIso(),
        createdById: actingUserId(request) ?? null,
        dataUrl: toDataUrl(new Uint8Array(await file.arrayBuffer()), file.type),
      };
      db.profilePictures.push(picture);
      db.save();
      return pictureOf(picture);
    }),
    // the pictures the caller may change (the administrator every one), paged
    getListProfilePicturesMockHandler(({ request }) => {
      const pictures = db.profilePictures.filter((picture) => mayChange(request, picture)).map(pictureOf);
      return pageOf(pictures, searchParams(request));
    }),
    getGetProfilePictureMockHandler(({ params }) => pictureOf(pictureOr404(params.id))),
    getUpdateProfilePictureMockHandler(async ({ request, params }) => {
      const picture = pictureOr404(params.id);
      const { fileName, contentType } = await validBody((await schemas()).UpdateProfilePictureBody, request);
      return changePicture(request, picture, { fileName, contentType: contentType ?? picture.contentType });
    }),
    getPatchProfilePictureMockHandler(async ({ request, params }) => {
      const picture = pictureOr404(params.id);
      return changePicture(request, picture, await validBody((await schemas()).PatchProfilePictureBody, request));
    }),
    // the picture uploaded is already the small crop: the thumbnail is the same image
    getDownloadProfilePictureMockHandler(({ params }) => fromDataUrl(pictureOr404(params.id).dataUrl)),
    getDownloadProfilePictureThumbnailMockHandler(({ params }) => fromDataUrl(pictureOr404(params.id).dataUrl)),
    getDeleteProfilePictureMockHandler(({ request, params }) => {
      const picture = pictureOr404(params.id);
      if (!mayChange(request, picture)) throw forbidden();
      const owners = db.users.filter((u) => u.profileImageId === picture.id);
      removePicture(db, picture.id);
      for (const owner of owners) {
        owner.profileImageId = null;
        refreshCopies(db, owner);
      }
      db.save();
      return new HttpResponse(null, { status: 204 }) as never;
    }),
  ];
};
