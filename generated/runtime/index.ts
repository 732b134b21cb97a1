export { configureSdk, getSdkConfig } from './configure';
export type { SdkConfig, SdkNotice, SdkNoticeKind } from './configure';
export { ApiError, MissingPathParameterError } from './errors';
export { httpClient, isPublicCall } from './http-client';
export type { ErrorType, BodyType, CallInit } from './http-client';
