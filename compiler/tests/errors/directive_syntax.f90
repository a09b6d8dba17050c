! Syntax errors in directives, and directives the compiler does not know.
program dsyn
  real :: a(10), b(10)
!DVM$ DISTRIBUTE a(BLOCK
! ERROR: syntax error in directive: expected ')' or ',' at the end of the directive
!DVM$ ALIGN b(i) a(i)
! ERROR: syntax error in directive: expected WITH, found 'a'
!DVM$ FOO a
! ERROR: unknown DVMH directive 'FOO'
!DVM$ REGION TARGETS(GPU)
! ERROR: unknown target 'GPU' (expected HOST or CUDA)
!DVM$ END REGION
!DVM$ PARALLEL (i) ON
! ERROR: syntax error in directive: expected a name at the end of the directive
  do i = 1, 10
  end do
end program dsyn

! Malformed forms of the directives and clauses added to the shared directive AST.
subroutine dsyn2
  integer :: i
  real :: a(10), b(10)
!DVM$ TEMPLATE T(N
! ERROR: syntax error in directive: expected ')', '+', ',', '-' or ':' at the end of the directive
!DVM$ PROCESSORS
! ERROR: syntax error in directive: expected '::' or a name at the end of the directive
!DVM$ DISTRIBUTE A(BLOCK) ONTO
! ERROR: syntax error in directive: expected a name at the end of the directive
!DVM$ REDISTRIBUTE A(BLOCK), NEW_VALUE
! ERROR: syntax error in directive: expected a name, found 'NEW_VALUE'
!DVM$ SHADOW_GROUP SG
! ERROR: syntax error in directive: expected '(' at the end of the directive
!DVM$ CREATE_SHADOW_GROUP SG(A)
! ERROR: syntax error in directive: expected ':', found '('
!DVM$ REMOTE_ACCESS (G: )
! ERROR: syntax error in directive: expected a name, found ')'
!DVM$ PREFETCH
! ERROR: syntax error in directive: expected '(' or a name at the end of the directive
!DVM$ INTERVAL 'X'
! ERROR: a character literal cannot appear in a DVMH directive
!DVM$ PARALLEL (I) ON A(I), ACROSS(A(1:1) CORNER)
! ERROR: syntax error in directive: expected '(', ')' or ',', found 'CORNER'
  do i = 1, 10
  end do
!DVM$ PARALLEL (I) ON A(I), REMOTE_ACCESS(A(*))
! ERROR: syntax error in directive: expected '(', '+', '-', ':', a name or integer constant, found '*'
  do i = 1, 10
  end do
!DVM$ PARALLEL (I) ON A(I), REDUCTION(G: )
! ERROR: syntax error in directive: unexpected ')'
  do i = 1, 10
  end do
!DVM$ PARALLEL (I) ON A(I), SHADOW_START
! ERROR: syntax error in directive: expected '(' or a name at the end of the directive
  do i = 1, 10
  end do
!DVM$ BARRIER 1
! ERROR: syntax error in directive: unexpected '1'
!DVM$ END HOST
! ERROR: syntax error in directive: expected HOST_SECTION, INTERVAL or REGION, found 'host'
!DVM$ PARALLEL (I) ON A(I), SHADOW_RENEW(A(
! ERROR: syntax error in directive: expected '(', '+', '-', CORNER, a name or integer constant at the end of the directive
  do i = 1, 10
  end do
end subroutine dsyn2
