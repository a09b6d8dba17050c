// Layout requests dvmhc refuses rather than lay out differently from gcc: variables aligned
// beyond 32 bytes, packed bit-fields whose bits no unit of their type holds, and _Alignas
// operands that are neither an integer constant nor a basic type; plus alignments that are
// not powers of two, which gcc rejects too.
#include <stdint.h>

struct __attribute__((packed)) straddle { // ERROR: packed bit-field 'b' straddles the units of its type (not supported)
    uint32_t a : 30;
    uint32_t b : 10;
};

struct fine { uint8_t lo : 4, hi : 4; };

int main(void) {
    double big[8];
    double wide_tile[8] __attribute__((aligned(64))); // ERROR: an alignment of 64 bytes for a variable is not supported (at most 32)
    _Alignas(struct fine) int x = 1; // ERROR: '_Alignas' needs an integer constant or a basic type here
    _Alignas(6) char odd[4]; // ERROR: requested alignment '6' is not a positive power of 2
    struct fine f = {1, 2};
    big[0] = x + f.hi;
    odd[0] = 0;
    return (int)big[0];
}
