// Malformed struct, union and enum declarations (plain C): a member declared twice, an
// enumerator declared again in the same scope, and an enumerator that reuses a variable's
// name. An enumerator of an inner scope may shadow one of file scope.
enum color { RED, GREEN, BLUE };
enum light { OFF, ON, RED }; // ERROR: redeclaration of enumerator 'RED'

struct particle {
    double x, v;
    int id;
    double x; // ERROR: duplicate member 'x'
};

union value {
    int i;
    float f;
    long i; // ERROR: duplicate member 'i'
};

int level = 3;
enum gauge { LOW, level }; // ERROR: 'level' redeclared as different kind of symbol

int shade(void) {
    enum { RED = 10, DARK }; /* shadows the file-scope RED: allowed */
    return RED + DARK;
}

int main(void) {
    struct particle p = {0};
    return (int)p.v + GREEN + shade();
}
