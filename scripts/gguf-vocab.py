#!/usr/bin/env python3
"""Writes a GGUF model's vocabulary for GuidedGenerationTests' opt-in benchmarks: the first line
lists the end-of-sequence ids, then one line per token with its bytes in hex (SentencePiece `▁`
becomes a space, `<0xNN>` a byte; GPT-2 byte-level pieces are decoded; control tokens are empty).

    usage: gguf-vocab.py model.gguf out.vocab
"""
import struct, sys
def read_vocab(path):
    f = open(path, 'rb')
    def u32(): return struct.unpack('<I', f.read(4))[0]
    def u64(): return struct.unpack('<Q', f.read(8))[0]
    def s(): n = u64(); return f.read(n).decode('utf-8', 'replace')
    assert f.read(4) == b'GGUF'
    ver = u32(); ntensors = u64(); nkv = u64()
    sizes = {0:1,1:1,2:2,3:2,4:4,5:4,6:4,7:1,10:8,11:8,12:8}
    def val(t):
        if t == 8: return s()
        if t == 9:
            et = u32(); n = u64()
            if et == 8: return [s() for _ in range(n)]
            fmt = {0:'b',1:'B',2:'h',3:'H',4:'i',5:'I',6:'f',7:'?',10:'q',11:'Q',12:'d'}[et]
            return list(struct.unpack('<%d%s' % (n, fmt), f.read(n*sizes[et])))
        fmt = {0:'b',1:'B',2:'h',3:'H',4:'i',5:'I',6:'f',7:'?',10:'q',11:'Q',12:'d'}[t]
        return struct.unpack('<'+fmt, f.read(sizes[t]))[0]
    kv = {}
    for _ in range(nkv):
        k = s(); t = u32(); v = val(t)
        if k.startswith('tokenizer.'): kv[k] = v
    return kv
def bytes_to_unicode():
    bs = list(range(ord("!"), ord("~")+1))+list(range(ord("¡"), ord("¬")+1))+list(range(ord("®"), ord("ÿ")+1))
    cs = bs[:]; n = 0
    for b in range(256):
        if b not in bs: bs.append(b); cs.append(256+n); n += 1
    return {chr(c): b for b, c in zip(bs, cs)}
kv = read_vocab(sys.argv[1])
model = kv['tokenizer.ggml.model']; toks = kv['tokenizer.ggml.tokens']; types = kv.get('tokenizer.ggml.token_type', [1]*len(toks))
eos = [kv.get('tokenizer.ggml.eos_token_id')] + ([kv['tokenizer.ggml.eot_token_id']] if 'tokenizer.ggml.eot_token_id' in kv else [])
dec = bytes_to_unicode()
out = open(sys.argv[2], 'w')
out.write(' '.join(str(e) for e in eos if e is not None) + '\n')
for t, ty in zip(toks, types):
    if ty == 3: b = b''
    elif model == 'gpt2':
        b = bytes(dec[c] for c in t) if all(c in dec for c in t) else t.encode()
    else:
        if ty == 6 and t.startswith('<0x'): b = bytes([int(t[3:5], 16)])
        else: b = t.replace('\u2581', ' ').encode()
    out.write(b.hex() + '\n')
print(model, len(toks), eos)
