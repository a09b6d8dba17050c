// A tagged-union value type as small interpreters use one: an enum tag plus a union of
// long, double and a string pointer, a stack machine whose instructions carry such values,
// arithmetic that promotes int to double on mixed operands, string concatenation into an
// arena, and printing by tag. The program is a table of instructions built with designated
// initializers; results are printed with their types.
#include <stdio.h>
#include <string.h>

typedef enum { T_INT, T_REAL, T_STR } tag;

typedef struct {
    tag t;
    union {
        long i;
        double r;
        const char *s;
    } u;
} value;

typedef enum { PUSH, ADD, MUL, DIV, NEG, DUP, SWAP, PRINT, CONCAT, TOSTR } opcode;

typedef struct {
    opcode op;
    value arg;
} instr;

#define INT(x) ((value){.t = T_INT, .u.i = (x)})
#define REAL(x) ((value){.t = T_REAL, .u.r = (x)})
#define STR(x) ((value){.t = T_STR, .u.s = (x)})

static char arena[512];
static size_t arena_used;

static const char *intern(const char *a, const char *b)
{
    size_t la = strlen(a), lb = strlen(b);
    if (arena_used + la + lb + 1 > sizeof arena)
        return "<full>";
    char *p = arena + arena_used;
    memcpy(p, a, la);
    memcpy(p + la, b, lb + 1);
    arena_used += la + lb + 1;
    return p;
}

static double as_real(value v) { return v.t == T_INT ? (double)v.u.i : v.u.r; }

static value arith(opcode op, value a, value b)
{
    if (a.t == T_INT && b.t == T_INT) {
        switch (op) {
        case ADD: return INT(a.u.i + b.u.i);
        case MUL: return INT(a.u.i * b.u.i);
        case DIV: return b.u.i ? INT(a.u.i / b.u.i) : STR("div by zero");
        default: break;
        }
    }
    double x = as_real(a), y = as_real(b);
    switch (op) {
    case ADD: return REAL(x + y);
    case MUL: return REAL(x * y);
    case DIV: return REAL(x / y);
    default: return STR("bad op");
    }
}

static void show(value v)
{
    switch (v.t) {
    case T_INT: printf("int %ld\n", v.u.i); break;
    case T_REAL: printf("real %.10g\n", v.u.r); break;
    case T_STR: printf("str \"%s\"\n", v.u.s); break;
    }
}

static int run(const instr *code, int n)
{
    value stack[32];
    int sp = 0;
    for (int pc = 0; pc < n; pc++) {
        const instr *in = &code[pc];
        switch (in->op) {
        case PUSH: stack[sp++] = in->arg; break;
        case DUP: stack[sp] = stack[sp - 1]; sp++; break;
        case SWAP: {
            value t = stack[sp - 1];
            stack[sp - 1] = stack[sp - 2];
            stack[sp - 2] = t;
            break;
        }
        case NEG:
            if (stack[sp - 1].t == T_INT)
                stack[sp - 1].u.i = -stack[sp - 1].u.i;
            else
                stack[sp - 1].u.r = -stack[sp - 1].u.r;
            break;
        case ADD: case MUL: case DIV:
            sp--;
            stack[sp - 1] = arith(in->op, stack[sp - 1], stack[sp]);
            break;
        case TOSTR: {
            char tmp[32];
            value v = stack[sp - 1];
            if (v.t == T_INT)
                snprintf(tmp, sizeof tmp, "%ld", v.u.i);
            else if (v.t == T_REAL)
                snprintf(tmp, sizeof tmp, "%.4f", v.u.r);
            else
                break;
            stack[sp - 1] = STR(intern(tmp, ""));
            break;
        }
        case CONCAT:
            sp--;
            stack[sp - 1] = STR(intern(stack[sp - 1].u.s, stack[sp].u.s));
            break;
        case PRINT: show(stack[--sp]); break;
        }
    }
    return sp;
}

int main(void)
{
    const instr prog[] = {
        {PUSH, INT(6)}, {PUSH, INT(7)}, {MUL}, {DUP}, {PRINT},
        {PUSH, REAL(0.5)}, {ADD}, {DUP}, {PRINT},
        {PUSH, INT(-3)}, {DIV}, {PRINT},
        {PUSH, INT(17)}, {PUSH, INT(5)}, {DIV}, {NEG}, {PRINT},
        {PUSH, INT(1)}, {PUSH, INT(0)}, {DIV}, {PRINT},
        {PUSH, STR("x = ")}, {PUSH, INT(1000000007)}, {PUSH, INT(3)}, {MUL}, {TOSTR}, {CONCAT}, {PRINT},
        {PUSH, STR("pi ~ ")}, {PUSH, REAL(355.0)}, {PUSH, INT(113)}, {DIV}, {TOSTR}, {CONCAT}, {PRINT},
        {PUSH, INT(2)}, {PUSH, STR("left")}, {SWAP}, {PRINT}, {PRINT},
        {.op = PUSH, .arg = {.t = T_REAL, .u = {.r = 1e300}}}, {DUP}, {MUL}, {PRINT},
    };
    int left = run(prog, (int)(sizeof prog / sizeof prog[0]));
    printf("left on stack: %d, arena used: %zu\n", left, arena_used);
    printf("sizeof(value)=%zu sizeof(instr)=%zu\n", sizeof(value), sizeof(instr));
    value v = REAL(1.0);
    printf("punned bits of 1.0 through the union: %lx\n", (unsigned long)v.u.i);
    return 0;
}
