// `npm run typecheck` runs this first: the TypeScript types of the stream file and the song
// catalogue are generated from their JSON Schemas (schemas/), the one place those shapes are
// written, so the code can never read a field the schema does not have.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { compile, type JSONSchema } from 'json-schema-to-typescript'
import { format, resolveConfig } from 'prettier'

const root = join(import.meta.dirname, '..')

/** Each schema, the module its types go to, and the names of its object types (root: ''). */
const targets: {
  schema: string
  out: string
  names: { '': string } & Record<string, string>
  /** Values the browser needs without the schema, as constants beside the types: name → path. */
  constants?: Record<string, string>
}[] = [
  {
    schema: 'schemas/stream.schema.json',
    out: 'src/shared/song-model/schema-types/stream-file.gen.ts',
    names: { '': 'RawStream', song: 'RawSong' },
    // The characters no text may hold, and how long a text may be: the forms keep the same rules.
    constants: {
      hiddenCharacterPattern: '$defs.hiddenCharacter.pattern',
      textMaxLength: '$defs.text.maxLength',
      songLinkMaxLength: '$defs.song.properties.songLink.maxLength',
    },
  },
  {
    schema: 'schemas/songs.schema.json',
    out: 'src/shared/song-model/schema-types/song-catalogue.gen.ts',
    names: {
      '': 'SongCatalogue',
      song: 'CatalogueSong',
      artist: 'CatalogueArtist',
      proposedReading: 'ProposedReading',
    },
  },
]

type Node = { [key: string]: unknown }
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The schema as the code's types see it: without the titles editors show (the generator would
 * name a type after each one; objects keep theirs, for `customName`), and without the fields that
 * have moved elsewhere (`deprecationMessage`), which the data must no longer hold.
 */
function forTypes(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forTypes)
  if (!isNode(node)) return node
  const entries = Object.entries(node)
    .filter(([key]) => key !== 'title' || node.type === 'object')
    .map(([key, value]) => [
      key,
      (key === 'properties' || key === '$defs') && isNode(value)
        ? Object.fromEntries(
            Object.entries(value)
              .filter(([, field]) => !(isNode(field) && 'deprecationMessage' in field))
              .map(([k, v]) => [k, forTypes(v)]),
          )
        : forTypes(value),
    ])
  return Object.fromEntries(entries)
}

for (const target of targets) {
  const { schema, out, names } = target
  const source = JSON.parse(readFileSync(join(root, schema), 'utf8')) as Node
  const defs = (source.$defs ?? {}) as Record<string, Node>
  const byTitle = new Map(
    Object.entries(names).map(([key, name]) => [key ? defs[key]?.title : source.title, name]),
  )
  const types = await compile(forTypes(source) as JSONSchema, names[''], {
    bannerComment: `// Generated from ${schema} by tools/schema-types.ts (npm run typecheck): edit the schema, not this file.`,
    additionalProperties: false,
    customName: (node) => byTitle.get(node.title),
    style: { singleQuote: true, semi: false, printWidth: 100 },
  })
  const constants = Object.entries(target.constants ?? {}).map(([name, path]) => {
    const value = path
      .split('.')
      .reduce<unknown>((node, key) => (isNode(node) ? node[key] : undefined), source)
    if (value === undefined) throw new Error(`${schema} has no ${path}`)
    return `\n/** \`${path}\` of the schema. */\nexport const ${name} = ${JSON.stringify(value)}\n`
  })
  const text = await format([types, ...constants].join(''), {
    ...(await resolveConfig(join(root, out))),
    filepath: join(root, out),
  })
  // Unchanged types are left alone: the checks that run beside the type check read these files.
  if (!existsSync(join(root, out)) || readFileSync(join(root, out), 'utf8') !== text)
    writeFileSync(join(root, out), text)
}
