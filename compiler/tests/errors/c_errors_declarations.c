// Malformed C declarations, initializers and statements (plain C): redefinitions, constant
// expressions that are not constant, impossible types and specifier clashes, initializers
// that do not fit, and labels, cases and jumps out of place.
#include <stdio.h>
#include <stddef.h>

struct node { int v; struct node *next; };
struct opaque;
int twice(int v) { return 2 * v; }
int twice(int v) { return 3 * v; } // ERROR: redefinition of 'twice'
int dup_global = 1;
int dup_global = 2; // ERROR: redefinition of 'dup_global'
int nonconst_size = 4;
int global_from_call = twice(2); // ERROR: initializer element is not constant
struct opaque whole; // ERROR: variable has incomplete type 'struct opaque'
void nothing; // ERROR: variable has incomplete type 'void'
int table[3] = {1, 2, 3, 4}; // ERROR: excess elements in array initializer
char word[3] = "four"; // ERROR: initializer-string for char array is too long
int scalar = {1, 2}; // ERROR: excess elements in scalar initializer
int bad_array[2] = 5; // ERROR: invalid initializer
double bad_values[2] = "ab"; // ERROR: cannot initialize array of 'double' from a string literal with type array of 'char'
struct node n1 = {.w = 3}; // ERROR: 'struct node' has no member named 'w'
struct node n2 = {[0] = 1}; // ERROR: array index in non-array initializer
struct node n3 = {1, 0, 7}; // ERROR: excess elements in struct initializer
int fns[2](void); // ERROR: declaration of an array of functions or of void
enum e { A = nonconst_size, B }; // ERROR: enumerator value is not an integer constant
unsigned short long mixed; // ERROR: both 'long' and 'short' in declaration specifiers
long double _Complex extended;
struct bits { int flag : 1; };
unsigned double ud; // ERROR: both 'unsigned' and 'double' in declaration specifiers
long long long lll; // ERROR: 'long long long' is too long
long char lc; // ERROR: both 'long' and 'char' in declaration specifiers
signed float sf; // ERROR: both 'signed' and 'float' in declaration specifiers
size_t off = offsetof(struct node, nope); // ERROR: 'struct node' has no member named 'nope'
size_t off2 = offsetof(struct node, v.inner); // ERROR: request for member 'inner' in something not a structure or union

void control_flow(int k, double d, struct node *sp) {
    break; // ERROR: break statement not within loop or switch
    continue; // ERROR: continue statement not within a loop
    case 1: k++; // ERROR: case label not within a switch statement
    default: k--; // ERROR: 'default' label not within a switch statement
    switch (d) { case 1: break; } // ERROR: switch quantity not an integer
    switch (*sp) { default: break; } // ERROR: switch quantity not an integer
    switch (k) { case 1: case 2: case 1: break; } // ERROR: duplicate case value
    switch (k) { default: break; default: break; } // ERROR: multiple default labels in one switch
    switch (k) { case k: break; } // ERROR: case label does not reduce to an integer constant
    switch (k) { case 1.5: break; } // ERROR: case label does not reduce to an integer constant
    goto missing; // ERROR: label 'missing' used but not defined
again:
again: // ERROR: duplicate label 'again'
    k = 0;
}

int declarations(void) {
    int x = 1;
    int x = 2; // ERROR: redefinition of 'x'
    int neg[-3]; // ERROR: array size is not positive
    struct opaque o; // ERROR: variable has incomplete type 'struct opaque'
    void v; // ERROR: variable has incomplete type 'void'
    int s = sizeof(struct opaque); // ERROR: invalid application of 'sizeof' to incomplete type 'struct opaque'
    int *p = 5; // ERROR: conversion from 'int' to 'int *' is not supported (pointers and integers do not mix)
    int i = p; // ERROR: conversion from 'int *' to 'int' is not supported (pointers and integers do not mix)
    static int from_local = x; // ERROR: initializer element is not constant
    static int *from_slot = &x; // ERROR: initializer element is not constant
    static int one = 1;
    static int one = 2; // ERROR: redefinition of 'one'
    return x(2); // ERROR: called object of type 'int' is not a function or function pointer
}
