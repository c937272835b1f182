#!/usr/bin/env python3
"""The Python half of scripts/maskbench (run it through that script).

    maskbench.py prepare maskbench.jsonl.gz input.jsonl EVERY
        one line per schema: id, subset, the schema as text, valid and invalid instances as
        compact JSON text (keys in the instance's own order)
    maskbench.py llguidance model.vocab input.jsonl ours.jsonl llg.jsonl
        LLGuidance on the same schemas and tokens that `fm bench maskbench` wrote into ours.jsonl
    maskbench.py table NAME ours.jsonl llg.jsonl
        the table, per subset and in total, this project next to LLGuidance
"""
import gzip, json, re, sys, time

def subset(name):
    name = name.split('---')[0]
    return re.sub(r'_\d+$', '', name)

def prepare(data, out, every):
    with gzip.open(data, 'rt') as src, open(out, 'w') as dst:
        for index, line in enumerate(src):
            if index % every: continue
            entry = json.loads(line)
            text = lambda value: json.dumps(value, separators=(',', ':'), ensure_ascii=False)
            dst.write(json.dumps({
                'id': entry['id'], 'subset': subset(entry['id']), 'schema': text(entry['schema']),
                'valid': [text(t['data']) for t in entry['tests'] if t['valid']],
                'invalid': [text(t['data']) for t in entry['tests'] if not t['valid']],
            }, ensure_ascii=False) + '\n')

def read_vocab(path):
    lines = open(path).read().split('\n')
    eos = [int(x) for x in lines[0].split()]
    tokens, special = [], []
    for index, line in enumerate(lines[1:]):
        if line == '' and index == len(lines) - 2: break
        piece = bytes.fromhex(line)
        if not piece:
            piece = b'\xff[' + str(index).encode() + b']'
            special.append(index)
        tokens.append(piece)
    return tokens, eos, special

def run_llguidance(vocab, inputs, ours, out):
    import llguidance
    tokens, eos, special = read_vocab(vocab)
    class Tokenizer:
        """Greedy longest-match, only to satisfy the wrapper: the benchmark passes tokens."""
        def __init__(self):
            self.tokens, self.eos_token_id, self.bos_token_id = tokens, eos[0], None
            self.special_token_ids = special
            self.table = {piece: i for i, piece in enumerate(tokens) if i not in set(special)}
            self.longest = max(len(p) for p in self.table)
        def __call__(self, data):
            data = data if isinstance(data, bytes) else data.encode()
            result, i = [], 0
            while i < len(data):
                for n in range(min(self.longest, len(data) - i), 0, -1):
                    if data[i:i + n] in self.table:
                        result.append(self.table[data[i:i + n]]); i += n; break
                else:
                    i += 1
            return result
    tokenizer = llguidance.LLTokenizer(llguidance.TokenizerWrapper(Tokenizer()), eos_token=eos)
    options = {'whitespace_flexible': False, 'item_separator': ',', 'key_separator': ':'}
    with open(inputs) as schemas, open(ours) as src, open(out, 'w') as dst:
        for line, schema_line in zip(src, schemas):
            entry = json.loads(line)
            schema_text = json.loads(schema_line)['schema']
            result = {'id': entry['id'], 'subset': entry['subset'], 'valid': [], 'invalid': [], 'maskMicroseconds': []}
            start = time.perf_counter()
            error = None
            try:
                grammar = llguidance.LLMatcher.grammar_from_json_schema(schema_text, defaults=options)
                matcher = llguidance.LLMatcher(tokenizer, grammar, log_level=0)
                if matcher.is_error(): error = matcher.get_error()
            except Exception as exception:
                error = str(exception)
            if error:
                result['error'] = error
            else:
                result['compileMicroseconds'] = (time.perf_counter() - start) * 1e6
                for kind in ('valid', 'invalid'):
                    for sequence in entry[kind + 'Tokens']:
                        m = matcher.deep_copy()
                        accepted = True
                        for token in sequence:
                            begin = time.perf_counter()
                            mask = m.compute_bitmask()
                            result['maskMicroseconds'].append((time.perf_counter() - begin) * 1e6)
                            if not (mask[token >> 3] >> (token & 7)) & 1 or not m.consume_token(token):
                                accepted = False
                                break
                        result[kind].append(accepted and m.is_accepting())
            dst.write(json.dumps(result) + '\n')

def percentile(sorted_values, q):
    return sorted_values[min(len(sorted_values) - 1, int(q * len(sorted_values)))] if sorted_values else float('nan')

def summarize(rows):
    compile_times = sorted(r['compileMicroseconds'] for r in rows if r.get('compileMicroseconds') is not None)
    masks = sorted(t for r in rows for t in r.get('maskMicroseconds', []))
    compiled = [r for r in rows if r.get('compileMicroseconds') is not None]
    return {
        'schemas': len(rows), 'compiled': len(compiled), 'refused': len(rows) - len(compiled),
        'valid': sum(sum(r['valid']) for r in compiled), 'invalid': sum(sum(r['invalid']) for r in compiled),
        'passing': sum(1 for r in compiled if all(r['valid']) and not any(r['invalid'])),
        'mask': (sum(masks) / len(masks) if masks else float('nan'), percentile(masks, .5), percentile(masks, .99),
                 masks[-1] if masks else float('nan')),
        'compile': (sum(compile_times) / len(compile_times) if compile_times else float('nan'),
                    percentile(compile_times, .5), percentile(compile_times, .99)),
    }

def table(name, ours_path, llg_path):
    ours = [json.loads(l) for l in open(ours_path)]
    llg = [json.loads(l) for l in open(llg_path)]
    totals = {'valid': sum(len(r['validTokens']) for r in ours), 'invalid': sum(len(r['invalidTokens']) for r in ours)}
    subsets = sorted({r['subset'] for r in ours})
    print(f"\nMaskBench, {name} vocabulary: {len(ours)} schemas, {totals['valid']} valid and {totals['invalid']} invalid instances")
    header = (f"{'subset':<22} {'engine':<6} {'compiled':>8} {'refused':>7} {'valid ok':>8} {'invalid ok':>10} "
              f"{'passing':>7}  {'mask µs avg/p50/p99/max':<28} {'compile µs avg/p50/p99':<24}")
    print(header)
    print('-' * len(header))
    for group in subsets + ['TOTAL']:
        for engine, rows in (('ours', ours), ('llg', llg)):
            picked = [r for r in rows if group == 'TOTAL' or r['subset'] == group]
            s = summarize(picked)
            mask = '/'.join(f'{v:.1f}' for v in s['mask'])
            compile_ = '/'.join(f'{v:.0f}' for v in s['compile'])
            print(f"{group if engine == 'ours' else '':<22} {engine:<6} {s['compiled']:>8} {s['refused']:>7} "
                  f"{s['valid']:>8} {s['invalid']:>10} {s['passing']:>7}  {mask:<28} {compile_:<24}")

if __name__ == '__main__':
    command = sys.argv[1]
    if command == 'prepare': prepare(sys.argv[2], sys.argv[3], int(sys.argv[4]))
    elif command == 'llguidance': run_llguidance(*sys.argv[2:6])
    elif command == 'table': table(sys.argv[2], sys.argv[3], sys.argv[4])
    else: sys.exit(__doc__)
