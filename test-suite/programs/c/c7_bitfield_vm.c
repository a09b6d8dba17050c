// A toy register machine whose 32-bit instruction words are decoded through a union of
// bit-field layouts (R-type and I-type, as in RISC encodings), with sign-extension of a
// signed immediate bit-field, a switch over opcodes with deliberate fallthrough, and
// unsigned wrap-around in the arithmetic. The program computes a checksum and a gcd.
#include <stdint.h>
#include <stdio.h>

enum opcode { OP_HALT, OP_ADD, OP_SUB, OP_ADDI, OP_MULI, OP_SHL, OP_XOR, OP_BNEZ, OP_MOD, OP_LDI };

typedef union {
    uint32_t word;
    struct {
        unsigned op : 6;
        unsigned rd : 5;
        unsigned rs : 5;
        unsigned rt : 5;
        unsigned pad : 11;
    } r;
    struct {
        unsigned op : 6;
        unsigned rd : 5;
        unsigned rs : 5;
        signed imm : 16;
    } i;
} insn;

static uint32_t enc_r(enum opcode op, unsigned rd, unsigned rs, unsigned rt)
{
    insn x = {.word = 0};
    x.r.op = op;
    x.r.rd = rd;
    x.r.rs = rs;
    x.r.rt = rt;
    return x.word;
}

static uint32_t enc_i(enum opcode op, unsigned rd, unsigned rs, int imm)
{
    insn x = {.word = 0};
    x.i.op = op;
    x.i.rd = rd;
    x.i.rs = rs;
    x.i.imm = imm;
    return x.word;
}

typedef struct {
    uint32_t reg[32];
    unsigned pc, steps;
} machine;

static int run(machine *m, const uint32_t *prog, unsigned len, unsigned limit)
{
    while (m->pc < len && m->steps < limit) {
        insn x = {.word = prog[m->pc++]};
        m->steps++;
        uint32_t *d = &m->reg[x.r.rd];
        uint32_t s = m->reg[x.r.rs], t = m->reg[x.r.rt];
        switch (x.r.op) {
        case OP_HALT:
            return 0;
        case OP_SUB:
            t = -t; /* unsigned negation, then add */
            /* fallthrough */
        case OP_ADD:
            *d = s + t;
            break;
        case OP_LDI:
            s = 0;
            /* fallthrough */
        case OP_ADDI:
            *d = s + (uint32_t)x.i.imm;
            break;
        case OP_MULI:
            *d = s * (uint32_t)x.i.imm;
            break;
        case OP_SHL:
            *d = s << (t & 31u);
            break;
        case OP_XOR:
            *d = s ^ t;
            break;
        case OP_MOD:
            if (t == 0)
                return -2;
            *d = s % t;
            break;
        case OP_BNEZ:
            if (m->reg[x.i.rd] != 0)
                m->pc += (unsigned)x.i.imm;
            break;
        default:
            return -1;
        }
        m->reg[0] = 0;
    }
    return m->steps >= limit ? -3 : 0;
}

int main(void)
{
    printf("sizeof(insn)=%zu\n", sizeof(insn));
    insn probe = {.word = enc_i(OP_ADDI, 3, 4, -5)};
    printf("probe word=%08x op=%u rd=%u rs=%u imm=%d\n", (unsigned)probe.word, probe.i.op, probe.i.rd,
           probe.i.rs, probe.i.imm);
    /* r1 = hash, r2 = counter; hash = (hash * 33) ^ counter, 40 times */
    uint32_t hash_prog[] = {
        enc_i(OP_LDI, 1, 0, 5381), enc_i(OP_LDI, 2, 0, 40), enc_i(OP_LDI, 5, 0, 3),
        enc_i(OP_MULI, 1, 1, 33),  enc_r(OP_XOR, 1, 1, 2),  enc_r(OP_SHL, 6, 2, 5),
        enc_r(OP_ADD, 1, 1, 6),    enc_i(OP_ADDI, 2, 2, -1), enc_i(OP_BNEZ, 2, 0, -6),
        enc_r(OP_HALT, 0, 0, 0)};
    machine m = {.pc = 0};
    int rc = run(&m, hash_prog, sizeof hash_prog / sizeof hash_prog[0], 10000);
    printf("hash rc=%d steps=%u r1=%u (0x%08x) r6=%u\n", rc, m.steps, (unsigned)m.reg[1],
           (unsigned)m.reg[1], (unsigned)m.reg[6]);
    /* Euclid: r1 = a, r2 = b; while b: t = a % b; a = b; b = t */
    uint32_t gcd_prog[] = {enc_i(OP_LDI, 1, 0, 30030), enc_i(OP_LDI, 2, 0, 25),
                           enc_i(OP_MULI, 2, 2, 1001), enc_r(OP_MOD, 3, 1, 2),
                           enc_r(OP_ADD, 1, 2, 0),     enc_r(OP_ADD, 2, 3, 0),
                           enc_i(OP_BNEZ, 2, 0, -4),   enc_r(OP_HALT, 0, 0, 0)};
    machine g = {.pc = 0};
    rc = run(&g, gcd_prog, 8, 1000);
    printf("gcd rc=%d steps=%u gcd=%u\n", rc, g.steps, (unsigned)g.reg[1]);
    /* Wrap-around: 0 - 1 and a large product */
    uint32_t wrap_prog[] = {enc_r(OP_SUB, 1, 0, 7), enc_i(OP_LDI, 7, 0, 1),
                            enc_r(OP_SUB, 1, 0, 7), enc_i(OP_MULI, 2, 1, 32767),
                            enc_i(OP_ADDI, 3, 2, -32768), enc_r(OP_MOD, 4, 3, 0)};
    machine w = {.pc = 0};
    rc = run(&w, wrap_prog, 6, 100);
    printf("wrap rc=%d r1=%u r2=%u r3=%u r0=%u\n", rc, (unsigned)w.reg[1], (unsigned)w.reg[2],
           (unsigned)w.reg[3], (unsigned)w.reg[0]);
    insn bad = {.word = 0x3fu};
    printf("bad op=%u rc=%d\n", bad.r.op, run(&(machine){.pc = 0}, &bad.word, 1, 10));
    return 0;
}
