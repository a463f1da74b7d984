#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { convertWith } from '../convert-with.js';
import { ConversionInputError } from '../errors.js';
import { modelRoutes } from '../model/routes.js';
import { renderReportText } from '../report/render-text.js';
import { parseFortios } from '../targets/fortios/parse/parse-fortios.js';
import type { TVendorParser } from '../vendors/vendor-parser.js';
import type { TVerdictStatus } from '../verify/verify.js';
import { summarizeVerification, verifyConversion } from '../verify/verify.js';
import { routeOptionsOf } from '../verify-options.js';
import { loadVendorParser } from './vendor-loaders.js';
import { writeText } from './write-text.js';

// Only the vendor converted is loaded (vendor-loaders.ts); the registry of every vendor is
// imported when the command needs them all (`vendors`, or a file whose vendor is detected).

const USAGE = `fwconv: convert firewall configurations to FortiOS

  fwconv vendors
  fwconv convert [--vendor <vendor>] <input> [<input> ...] [-o out.conf] [--report report.json]
                 [--report-text report.txt] [--map map.json] [--target-model M]
                 [--ports port1,port2,...] [--part NAME] [--no-verify]
  fwconv verify --vendor <vendor> <input> <output.conf> [--map map.json] [--part NAME]

  --part NAME  the part of a configuration of several to convert (a FortiOS VDOM, a PAN-OS
               vsys, a Panorama device group, an SRX logical system or tenant, a Check Point
               legacy package); --vdom NAME is the same (its former name)

Exit codes (the verification's verdict; convert --no-verify exits 0 when done):
  0  equivalent: the output decides all traffic as the source
  2  bad input or usage
  3  widened: the output accepts traffic the source denies
  4  not proven: a limit was reached or something of the source was not compared
  5  narrowed: the output denies traffic the source accepts
  6  nothing compared: the source yielded no rules (empty, cut short, wrong vendor or
     everything in another part)`;

class UsageError extends Error {}

/** `--part`, and `--vdom`: its former name, kept for the scripts that use it. */
const PART_OPTIONS = { part: { type: 'string' }, vdom: { type: 'string' } } as const;

/** The part asked for by `--part` (or `--vdom`); both given and different is a usage error. */
function partOption(values: { part?: string; vdom?: string }): { part?: string } {
  const { part, vdom } = values;
  if (part !== undefined && vdom !== undefined && part !== vdom)
    throw new UsageError('--vdom is another name for --part: give one of them.');
  const name = part ?? vdom;
  return name ? { part: name } : {};
}

function readMap(path: string | undefined): Record<string, string> | undefined {
  if (!path) return undefined;
  const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    Array.isArray(parsed) ||
    Object.values(parsed).some((v) => typeof v !== 'string')
  ) {
    throw new UsageError(
      `${path} must be a JSON object of source interface -> target port, e.g. {"GigabitEthernet0/0": "port1"}.`,
    );
  }
  return parsed as Record<string, string>;
}

const VERDICT_CODES: Record<TVerdictStatus, number> = {
  equivalent: 0,
  widened: 3,
  unknown: 4,
  narrowed: 5,
  nothing_compared: 6,
};

/** The exit code of a verdict; no verification (`--no-verify`): 0. */
function verdictCode(status: TVerdictStatus | undefined): number {
  return status === undefined ? 0 : VERDICT_CODES[status];
}

/** The parser of `--vendor`; an unknown name is a usage error listing the known ones. */
async function parserNamed(name: string): Promise<TVendorParser> {
  const parser = await loadVendorParser(name);
  if (parser) return parser;
  const { VENDOR_PARSERS } = await import('../vendors/registry.js');
  const known = VENDOR_PARSERS.map((v) => v.aliases[0]).join(', ');
  throw new ConversionInputError(
    'UNKNOWN_VENDOR',
    `Unknown vendor "${name}". Vendors converted today: ${known}.`,
  );
}

async function runConvert(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      vendor: { type: 'string' },
      output: { type: 'string', short: 'o' },
      report: { type: 'string' },
      'report-text': { type: 'string' },
      map: { type: 'string' },
      'target-model': { type: 'string' },
      ports: { type: 'string' },
      ...PART_OPTIONS,
      'no-verify': { type: 'boolean' },
    },
  });
  if (positionals.length === 0) throw new UsageError('convert needs an input file.');
  const files = positionals.map((path) => ({ name: basename(path), content: readFileSync(path) }));
  let parser: TVendorParser | undefined;
  if (!values.vendor) {
    // Without --vendor the files say what they are; the user is told what was found.
    const { detectVendor } = await import('../vendors/detect-vendor.js');
    const found = detectVendor(files);
    parser = found.parser;
    process.stderr.write(
      `Detected ${found.parser.label} (${found.file}${found.line ? `, line ${found.line}` : ''})\n`,
    );
  }
  const interfaceMap = readMap(values.map);
  parser ??= await parserNamed(values.vendor ?? '');
  const result = convertWith(parser, {
    files,
    options: {
      ...(interfaceMap ? { interfaceMap } : {}),
      ...(values['target-model'] ? { targetModel: values['target-model'] } : {}),
      ...(values.ports ? { targetPorts: values.ports.split(',').map((p) => p.trim()) } : {}),
      ...partOption(values),
      verify: !values['no-verify'],
    },
  });
  if (values.output) writeText(values.output, result.config);
  else process.stdout.write(result.config);
  if (result.part && result.part.names.length > 1) {
    const { kind, name, names } = result.part;
    const others = names.filter((n) => n !== name).join(', ');
    process.stderr.write(
      `Converted ${kind.toLowerCase()} ${name}; the file also holds ${others} (convert each with --part NAME)\n`,
    );
  }
  if (values.report) writeText(values.report, `${JSON.stringify(result.report, null, 2)}\n`);
  if (values['report-text']) writeText(values['report-text'], renderReportText(result.report));
  const totals = { converted: 0, partial: 0, unsupported: 0, ignored: 0, unrecognised: 0 };
  for (const row of Object.values(result.report.totals))
    for (const [k, v] of Object.entries(row)) totals[k as keyof typeof totals] += v;
  process.stderr.write(
    `${Object.entries(totals)
      .map(([k, v]) => `${v} ${k}`)
      .join(', ')}\n`,
  );
  if (result.verification) process.stderr.write(`${summarizeVerification(result.verification)}\n`);
  return verdictCode(result.verification?.status);
}

async function runVerify(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { vendor: { type: 'string' }, map: { type: 'string' }, ...PART_OPTIONS },
  });
  const [input, output] = positionals;
  if (!values.vendor || !input || !output)
    throw new UsageError('verify needs --vendor, the source file and the FortiOS file.');
  const parser = await parserNamed(values.vendor);
  const { model: source, diagnostics } = parser.parse(
    [{ name: basename(input), text: readFileSync(input, 'utf8') }],
    partOption(values),
  );
  const target = parseFortios(readFileSync(output, 'utf8'), { file: basename(output) }).model;
  const interfaceMap = readMap(values.map);
  const verification = verifyConversion(source, target, {
    ...routeOptionsOf(modelRoutes(target), source, diagnostics.lines),
    reportEntries: diagnostics.lines,
    ...(interfaceMap ? { interfaceMap } : {}),
  });
  process.stdout.write(`${summarizeVerification(verification)}\n`);
  return verdictCode(verification.status);
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === 'vendors') {
      const { VENDOR_PARSERS } = await import('../vendors/registry.js');
      for (const vendor of VENDOR_PARSERS)
        process.stdout.write(
          `${vendor.aliases[0]?.padEnd(12) ?? ''} ${vendor.key.padEnd(10)} ${vendor.label}\n`,
        );
      return 0;
    }
    if (command === 'convert') return await runConvert(rest);
    if (command === 'verify') return await runVerify(rest);
    process.stderr.write(`${USAGE}\n`);
    return command === undefined || command === '--help' || command === '-h' ? 0 : 2;
  } catch (error) {
    if (error instanceof ConversionInputError || error instanceof UsageError) {
      process.stderr.write(`fwconv: ${error.message}\n`);
      return 2;
    }
    if (
      error instanceof Error &&
      'code' in error &&
      (error.code === 'ENOENT' || error.code === 'EISDIR')
    ) {
      process.stderr.write(
        `fwconv: cannot read ${'path' in error ? String(error.path) : 'the file'}: ${error.code === 'ENOENT' ? 'no such file' : 'it is a directory'}.\n`,
      );
      return 2;
    }
    if (
      error instanceof TypeError &&
      'code' in error &&
      String(error.code).startsWith('ERR_PARSE_ARGS')
    ) {
      process.stderr.write(`fwconv: ${error.message}\n${USAGE}\n`);
      return 2;
    }
    throw error;
  }
}

process.exitCode = await main(process.argv.slice(2));
