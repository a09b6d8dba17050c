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
