import { DomainException } from '@henesys/contracts';
import { ArgumentMetadata, BadRequestException, ValidationPipe } from '@nestjs/common';
import * as dto from '@henesys/dto';
import { createRpcValidationPipe } from '@henesys/server';
import { getMetadataStorage } from 'class-validator';
import fc from 'fast-check';
import { MAX_INPUT_DEPTH } from '../../src/bootstrap/input-safety';
import { edgeNumber, FUZZ_SEED } from './abuse-arbitraries';
import { HOSTILE_STRINGS } from './abuse-payloads';

type DtoClass = new () => object;

/** Every class of libs/dto that carries validation rules: the gateway's bodies and queries, and the services' payloads. */
const dtoClasses: Array<[string, DtoClass]> = Object.entries(dto)
  .filter(
    ([, value]) =>
      typeof value === 'function' &&
      getMetadataStorage().getTargetValidationMetadatas(value as DtoClass, '', true, false).length > 0,
  )
  .map(([name, value]) => [name, value as DtoClass]);

const propertiesOf = (type: DtoClass) => [
  ...new Set(
    getMetadataStorage()
      .getTargetValidationMetadatas(type, '', true, false)
      .map((rule) => rule.propertyName),
  ),
];

/** A value nested up to the gateway's limit (deeper bodies never get past it). */
const nested = fc
  .tuple(fc.nat({ max: MAX_INPUT_DEPTH - 2 }), fc.jsonValue({ maxDepth: 1 }), fc.boolean())
  .map(([depth, leaf, asArray]) => {
    let value: unknown = leaf;
    for (let level = 0; level < depth; level += 1) value = asArray ? [value] : { a: value };
    return value;
  });

const anyValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(...HOSTILE_STRINGS),
  edgeNumber,
  fc.string({ unit: 'binary', maxLength: 60 }),
  nested,
);

/** What JSON.parse can hand a pipe: objects with the DTO's keys (own `__proto__` included), or any JSON at all. */
function inputFor(type: DtoClass): fc.Arbitrary<unknown> {
  const keys = fc.constantFrom(...propertiesOf(type), '__proto__', 'constructor', 'prototype', 'userId', 'owner');
  const object = fc.array(fc.tuple(keys, anyValue), { maxLength: 8 }).map((entries) => Object.fromEntries(entries));
  return fc.oneof({ weight: 5, arbitrary: object }, { weight: 1, arbitrary: anyValue });
}

const prototypeBefore = Object.getOwnPropertyNames(Object.prototype).sort();

const gatewayPipe = new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true });
const servicePipe = createRpcValidationPipe();

/** The pipe either accepts the value or refuses it with its own exception; anything else (a TypeError, a RangeError) is a 500. */
async function refusesCleanly(
  pipe: ValidationPipe,
  value: unknown,
  metadata: ArgumentMetadata,
  refusal: new (...args: never[]) => Error,
): Promise<boolean> {
  try {
    await pipe.transform(value, metadata);
    return true;
  } catch (error) {
    return error instanceof refusal;
  }
}

describe('DTO fuzz: class-validator DTOs never throw anything but a validation refusal', () => {
  it('finds the DTOs', () => {
    expect(dtoClasses.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'LoginDto',
        'SubmitDonationDto',
        'ArticleInputDto',
        'RankingsQueryDto',
        'SubmitDonationPayload',
      ]),
    );
  });

  it.each(dtoClasses)(
    "%s: the gateway's ValidationPipe and the services' accept or refuse every generated input",
    async (_name, type) => {
      await fc.assert(
        fc.asyncProperty(inputFor(type), async (value) => {
          const asBody = await refusesCleanly(
            gatewayPipe,
            value,
            { type: 'body', metatype: type },
            BadRequestException,
          );
          const asQuery = await refusesCleanly(
            gatewayPipe,
            value,
            { type: 'query', metatype: type },
            BadRequestException,
          );
          const asPayload = await refusesCleanly(servicePipe, value, { type: 'body', metatype: type }, DomainException);
          return asBody && asQuery && asPayload;
        }),
        { seed: FUZZ_SEED, numRuns: 150 },
      );
    },
  );

  it('left Object.prototype as it was, own `__proto__` and `constructor` keys included', () => {
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeBefore);
  });
});
